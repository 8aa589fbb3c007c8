import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { env } from '../../lib/env';
import { authClient, db } from '../../lib/firebase';
import { postToFunction } from '../../lib/functions-client';
import {
  isFacilitatorAnywhere,
  withReadMark,
  zAnnouncement,
  zReadMarks,
  type Announcement,
  type AnnouncementForm,
  type ReadMarks,
  type Reader,
} from './model';
import { announcementFields } from './model';
import { sanitizeRichText } from '../../lib/rich-text';
import { isFacilitator, isMember } from '../../kernel/roles';

const converter = converterFor(zAnnouncement);
const announcements = () => firestore.collection(db(), COLLECTIONS.announcements).withConverter(converter);
/** The admin list and each board query are pages of at most this many (the rules allow 100). */
export const ANNOUNCEMENT_PAGE = 100;
const READS = 'announcementReads';

const me = () => {
  const user = authClient().currentUser;
  if (!user) throw new AppError('Sign in first');
  return user;
};

/**
 * The admin list: an organisation's messages (its staff), or every message (a super admin, `organisationId`
 * null), newest start first.
 */
export async function listAnnouncements(organisationId: string | null): Promise<WithId<Announcement>[]> {
  const scope: firestore.QueryConstraint[] = organisationId
    ? [firestore.where('organisationId', '==', organisationId)]
    : [];
  const snap = await firestore.getDocs(
    firestore.query(
      announcements(),
      ...scope,
      firestore.orderBy('startsAt', 'desc'),
      firestore.limit(ANNOUNCEMENT_PAGE),
    ),
  );
  return snap.docs.map((d) => d.data());
}

/** Creates (id null) or edits a message; the body is sanitised before it is written. Returns its id. */
export async function saveAnnouncement(
  id: string | null,
  form: AnnouncementForm,
  workshopTitle: string,
): Promise<string> {
  const fields = announcementFields(
    { ...form, body: sanitizeRichText(form.body, { linksInNewTab: true }) },
    workshopTitle,
  );
  if (id) {
    await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.announcements, id), {
      ...fields,
      updatedAt: firestore.serverTimestamp(),
    });
    return id;
  }
  const ref = firestore.doc(firestore.collection(db(), COLLECTIONS.announcements));
  await firestore.setDoc(ref, {
    ...fields,
    createdBy: me().uid,
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  return ref.id;
}

export async function deleteAnnouncement(id: string): Promise<void> {
  await firestore.deleteDoc(firestore.doc(db(), COLLECTIONS.announcements, id));
}

export interface EmailProgress {
  messageId: string;
  status: 'queued' | 'done';
  total: number;
  sent: number;
  failed: number;
  suppressed: number;
}

/**
 * The emailAnnouncement function sits beside the e-mail endpoint: same host and path, its own name (production:
 * https://us-central1-<project>.cloudfunctions.net/emailAnnouncement).
 */
export const emailAnnouncementEndpoint = () => new URL('emailAnnouncement', env.VITE_EMAIL_ENDPOINT).href;

/** Asks the server to e-mail a message to its audience; asking again sends nobody anything twice. */
export async function emailAnnouncement(announcementId: string): Promise<EmailProgress> {
  const result = await postToFunction<({ ok: true } & EmailProgress) | { ok: false; error: string }>(
    emailAnnouncementEndpoint(),
    { announcementId },
    (status, statusText, error) => error ?? `The e-mail could not be sent: ${status} ${statusText}`,
  );
  const { messageId, status, total, sent, failed, suppressed } = result;
  return { messageId, status, total, sent, failed, suppressed };
}

/** The workshops a person takes part in: their interest records (the rules let them read their own). */
export async function myWorkshopIds(uid: string): Promise<string[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.interest),
      firestore.where('userId', '==', uid),
      firestore.limit(50),
    ),
  );
  return [...new Set(snap.docs.map((d) => String(d.get('workshopId') ?? '')).filter(Boolean))];
}

/**
 * The messages that may be on a person's board: one query per audience they belong to, each asking only what
 * the rules let them read, and only those not ended yet (the board then keeps the current ones).
 */
export async function listBoard(reader: Reader, now: Date): Promise<WithId<Announcement>[]> {
  const notEnded = firestore.where('endsAt', '>=', firestore.Timestamp.fromDate(now));
  const page = firestore.limit(ANNOUNCEMENT_PAGE);
  // Messages for one audience whose `field` names this reader's organisation or workshop.
  const addressed = (audience: string, field: 'organisationId' | 'workshopId', value: string) =>
    firestore.query(
      announcements(),
      firestore.where('audience', '==', audience),
      firestore.where(field, '==', value),
      notEnded,
      page,
    );
  const queries = [
    firestore.query(announcements(), firestore.where('audience', '==', 'signedIn'), notEnded, page),
  ];
  // Every facilitator's messages carry no organisation; an organisation's own facilitators' carry its id.
  if (isFacilitatorAnywhere(reader)) queries.push(addressed('facilitators', 'organisationId', ''));
  for (const [orgId, roles] of Object.entries(reader.roles)) {
    if (isFacilitator(roles)) queries.push(addressed('facilitators', 'organisationId', orgId));
    if (isMember(roles)) queries.push(addressed('organisation', 'organisationId', orgId));
  }
  for (const workshopId of reader.workshopIds) queries.push(addressed('workshop', 'workshopId', workshopId));
  const snaps = await Promise.all(queries.map((q) => firestore.getDocs(q)));
  return snaps.flatMap((s) => s.docs.map((d) => d.data()));
}

export async function getReadMarks(uid: string): Promise<ReadMarks> {
  const snap = await firestore.getDoc(firestore.doc(db(), READS, uid));
  return snap.exists() ? zReadMarks.parse(snap.data()).read : {};
}

/** Marks one message read for this person (their own document; the oldest marks make room). */
export async function markRead(uid: string, id: string, current: ReadMarks): Promise<ReadMarks> {
  const read = withReadMark(current, id, new Date());
  await firestore.setDoc(firestore.doc(db(), READS, uid), { read, updatedAt: firestore.serverTimestamp() });
  return read;
}
