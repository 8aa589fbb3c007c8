import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import {
  ACTIVITY_PAGE,
  activityFields,
  newestFirst,
  partnerFields,
  partnerRows,
  PERIOD_ENTRIES,
  zActivity,
  zPartner,
  type Activity,
  type ActivityForm,
  type Partner,
  type PartnerForm,
  type PartnerRow,
} from './model';

const partnerConverter = converterFor(zPartner);
const activityConverter = converterFor(zActivity);
const ACTIVITIES = 'activities';
/** The super admin's list: every organisation and every partner record, one page each. */
const ORGANISATION_PAGE = 500;

const me = () => {
  const user = authClient().currentUser;
  if (!user) throw new AppError('Sign in first');
  return user;
};

const partnerRef = (orgId: string) =>
  firestore.doc(db(), COLLECTIONS.partners, orgId).withConverter(partnerConverter);
const activitiesOf = (orgId: string) =>
  firestore.collection(db(), COLLECTIONS.partners, orgId, ACTIVITIES).withConverter(activityConverter);

interface OrgSummary {
  id: string;
  name: string;
  type: string;
}
const summaryOf = (id: string, data: Record<string, unknown> | undefined): OrgSummary => ({
  id,
  name: typeof data?.name === 'string' && data.name ? data.name : id,
  type: typeof data?.type === 'string' ? data.type : '',
});

/**
 * The dashboard's rows: for a super admin (`organisationIds` null) every organisation joined with every partner
 * record; for staff, their own organisations one by one (they may not list Organisations). An organisation
 * without a record shows as a prospect until it is saved.
 */
export async function listPartnerRows(organisationIds: readonly string[] | null): Promise<PartnerRow[]> {
  if (organisationIds === null) {
    const [orgs, partners] = await Promise.all([
      firestore.getDocs(
        firestore.query(
          firestore.collection(db(), COLLECTIONS.organisations),
          firestore.limit(ORGANISATION_PAGE),
        ),
      ),
      firestore.getDocs(
        firestore.query(
          firestore.collection(db(), COLLECTIONS.partners).withConverter(partnerConverter),
          firestore.limit(ORGANISATION_PAGE),
        ),
      ),
    ]);
    return partnerRows(
      orgs.docs.map((d) => summaryOf(d.id, d.data())),
      partners.docs.map((d) => d.data()),
    );
  }
  const each = await Promise.all(
    organisationIds.map(async (id) => {
      const [org, partner] = await Promise.all([
        firestore.getDoc(firestore.doc(db(), COLLECTIONS.organisations, id)),
        firestore.getDoc(partnerRef(id)),
      ]);
      return { org: org.exists() ? summaryOf(id, org.data()) : null, partner: partner.data() };
    }),
  );
  return partnerRows(
    each.flatMap((e) => (e.org ? [e.org] : [])),
    each.flatMap((e) => (e.partner ? [e.partner] : [])),
  );
}

/** One partner record, or null when the organisation has none yet. */
export async function getPartner(orgId: string): Promise<WithId<Partner> | null> {
  const snap = await firestore.getDoc(partnerRef(orgId));
  return snap.exists() ? snap.data() : null;
}

/**
 * Saves the whole record under the organisation's own id: creating it twice (a double click) writes the same
 * document, never a second partner.
 */
export async function savePartner(orgId: string, form: PartnerForm): Promise<void> {
  await firestore.setDoc(firestore.doc(db(), COLLECTIONS.partners, orgId), {
    ...partnerFields(orgId, form),
    updatedAt: firestore.serverTimestamp(),
    updatedBy: me().uid,
  });
}

export type ActivityCursor = firestore.QueryDocumentSnapshot<WithId<Activity>>;
export interface ActivityPage {
  entries: WithId<Activity>[];
  /** Where the next (older) page starts, or null when this was the last. */
  next: ActivityCursor | null;
}

/**
 * One page of the timeline, newest day first, after `cursor` (the last entry of the newer page): a dashboard load
 * reads at most ACTIVITY_PAGE entries, older ones on asking. One more is asked for to know whether there are more.
 */
export async function listActivityPage(orgId: string, cursor: ActivityCursor | null): Promise<ActivityPage> {
  const snap = await firestore.getDocs(
    firestore.query(
      activitiesOf(orgId),
      firestore.orderBy('date', 'desc'),
      ...(cursor ? [firestore.startAfter(cursor)] : []),
      firestore.limit(ACTIVITY_PAGE + 1),
    ),
  );
  const docs = snap.docs.slice(0, ACTIVITY_PAGE);
  return {
    entries: newestFirst(docs.map((d) => d.data())),
    next: snap.size > ACTIVITY_PAGE ? (docs.at(-1) ?? null) : null,
  };
}

/**
 * The entries of a period (both days included), for the impact report: at most PERIOD_ENTRIES, the newest;
 * `capped` says when there were more, so the report can say its counts stop there.
 */
export async function listActivitiesIn(
  orgId: string,
  from: string,
  to: string,
): Promise<{ entries: WithId<Activity>[]; capped: boolean }> {
  const snap = await firestore.getDocs(
    firestore.query(
      activitiesOf(orgId),
      firestore.where('date', '>=', from),
      firestore.where('date', '<=', to),
      firestore.orderBy('date', 'desc'),
      firestore.limit(PERIOD_ENTRIES + 1),
    ),
  );
  return {
    entries: snap.docs.slice(0, PERIOD_ENTRIES).map((d) => d.data()),
    capped: snap.size > PERIOD_ENTRIES,
  };
}

/** A fresh id for the next entry, chosen when its form opens so that saving twice cannot add it twice. */
export const newActivityId = (orgId: string) =>
  firestore.doc(firestore.collection(db(), COLLECTIONS.partners, orgId, ACTIVITIES)).id;

/**
 * Adds an entry under the id its form chose. In a transaction: when the entry is already there (the first click
 * of a double click, or a retry after a lost answer) nothing is written again. Returns whether it was written now.
 */
export async function addActivity(orgId: string, activityId: string, form: ActivityForm): Promise<boolean> {
  const ref = firestore.doc(db(), COLLECTIONS.partners, orgId, ACTIVITIES, activityId);
  const uid = me().uid;
  return firestore.runTransaction(db(), async (tx) => {
    if ((await tx.get(ref)).exists()) return false;
    tx.set(ref, { ...activityFields(form), createdAt: firestore.serverTimestamp(), createdBy: uid });
    return true;
  });
}

export async function deleteActivity(orgId: string, activityId: string): Promise<void> {
  await firestore.deleteDoc(firestore.doc(db(), COLLECTIONS.partners, orgId, ACTIVITIES, activityId));
}
