import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { recording } from '../../scripts/seed/curation';
import { newProjectFields } from '../../src/features/projects/model';
import { consentRecordOf, type ConsentInput } from '../../src/features/recordings/consent';
import { historyEntry } from '../../functions/src/shared/history';
import {
  consentWithdrawalHistory,
  recordConsentFields,
  withdrawConsentFields,
} from '../../src/features/recordings/consent-writes';
import { as, EVERYONE, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { freshFixtures, setDoc, updateDoc, writeBatch } from '../support/tracked-writes';

/**
 * Consent and licence on Recordings: who may record and withdraw a recording's consent (those who manage its
 * project: its owner the moderator, its organisation's admin, the project admin given it, super admins), that
 * nothing is published (moderation approved) without a standing consent for at least one use, and that a
 * withdrawal carries a reason, its writer and the time, and unpublishes the recording in the same write.
 */
let env: RulesTestEnvironment;
const now = new Date('2026-01-01T00:00:00Z');
const db = (who: Who) => as(env, who).firestore() as unknown as Firestore;
/** Someone who has just signed up: an account, no Users record, no organisation. */
const fresh = () => env.authenticatedContext('fresh-account').firestore() as unknown as Firestore;
const MANAGERS: Who[] = ['moderator', 'orgAdmin', 'projectAdmin', 'superAdmin'];

const input = (over: Partial<ConsentInput> = {}): ConsentInput => ({
  consentedBy: 'Sam Pupil',
  contributorUnder18: true,
  guardianName: 'Pat Parent',
  consentedOn: '2025-12-01',
  uses: ['app', 'archive'],
  licence: 'CC-BY-NC-4.0',
  ...over,
});
/** A consent as the app recorded it earlier (the server's time then is a fixed one here). */
const storedConsent = (over: Record<string, unknown> = {}) => ({
  ...consentRecordOf(input(), PEOPLE.moderator.uid),
  recordedAt: now,
  ...over,
});
const rec = (moderation: Parameters<typeof recording>[5], extra: Record<string, unknown> = {}) => ({
  ...recording('Story', 'p-private', 1, 'a1', 'Family', moderation, 0),
  ...extra,
});
const approval = (who: string) => ({
  status: 'approved',
  reason: 'Clear audio',
  decidedBy: who,
  decidedAt: serverTimestamp(),
});

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(
  freshFixtures(async () => {
    await env.clearFirestore();
    await seedRolePeople(env);
    await seedDocs(env, {
      'Projects/p-private': {
        ...newProjectFields(
          { projectName: 'School', projectKey: 'p-private', isPrivate: true, organisationId: ORG },
          PEOPLE.moderator.uid,
        ),
        createdAt: now,
        updatedAt: now,
      },
      'Projects/p-other': {
        ...newProjectFields(
          { projectName: 'Theirs', projectKey: 'p-other', isPrivate: true, organisationId: OTHER_ORG },
          PEOPLE.otherOrgAdmin.uid,
        ),
        createdAt: now,
        updatedAt: now,
      },
      'Recordings/rec-none': rec({ status: 'pending' }),
      'Recordings/rec-consented': rec(
        { status: 'pending' },
        { consent: storedConsent(), licence: 'CC-BY-4.0' },
      ),
      'Recordings/rec-published': rec(
        { status: 'approved', reason: 'Good' },
        { consent: storedConsent(), licence: 'CC-BY-4.0' },
      ),
      'Recordings/rec-withdrawn': rec(
        { status: 'pending' },
        {
          consent: storedConsent({
            withdrawnAt: now,
            withdrawnBy: PEOPLE.moderator.uid,
            withdrawnReason: 'Parent asked',
          }),
        },
      ),
      // Approved before consent was kept.
      'Recordings/rec-legacy': rec({ status: 'approved', reason: 'Old' }),
    });
  }),
);

describe('who records and withdraws consent', () => {
  it.each(EVERYONE)('%s records consent on a recording → allowed only to its managers', async (who) => {
    const uid = PEOPLE[who]?.uid ?? 'nobody';
    const write = updateDoc(doc(db(who), 'Recordings/rec-none'), recordConsentFields(input(), uid));
    await expectRule(write, MANAGERS.includes(who));
  });
  it.each(EVERYONE)(
    '%s withdraws a published recording’s consent → allowed only to its managers',
    async (who) => {
      const uid = PEOPLE[who]?.uid ?? 'nobody';
      const fields = withdrawConsentFields({ moderation: { status: 'approved' } }, 'Parent asked', uid);
      await expectRule(updateDoc(doc(db(who), 'Recordings/rec-published'), fields), MANAGERS.includes(who));
    },
  );
  it('a fresh account records or withdraws nothing', async () => {
    await assertFails(
      updateDoc(doc(fresh(), 'Recordings/rec-none'), recordConsentFields(input(), 'fresh-account')),
    );
    const fields = withdrawConsentFields({ moderation: { status: 'approved' } }, 'x', 'fresh-account');
    await assertFails(updateDoc(doc(fresh(), 'Recordings/rec-published'), fields));
  });
  it('the admin of another organisation records consent on their own project only', async () => {
    const uid = PEOPLE.otherOrgAdmin.uid;
    await assertSucceeds(
      setDoc(doc(db('otherOrgAdmin'), 'Recordings/rec-theirs'), {
        ...recording('Theirs', 'p-other', 1, 'a2', null, null, 0),
        ...recordConsentFields(input(), uid),
      }),
    );
    await assertFails(
      updateDoc(doc(db('otherOrgAdmin'), 'Recordings/rec-none'), recordConsentFields(input(), uid)),
    );
  });
});

describe('nobody publishes without consent', () => {
  it.each(EVERYONE)('%s approves a recording with no consent, or a withdrawn one → refused', async (who) => {
    const uid = PEOPLE[who]?.uid ?? 'nobody';
    await assertFails(updateDoc(doc(db(who), 'Recordings/rec-none'), { moderation: approval(uid) }));
    await assertFails(updateDoc(doc(db(who), 'Recordings/rec-withdrawn'), { moderation: approval(uid) }));
  });
  it.each(EVERYONE)(
    '%s approves a recording with a standing consent → allowed only to its managers',
    async (who) => {
      const uid = PEOPLE[who]?.uid ?? 'nobody';
      const write = updateDoc(doc(db(who), 'Recordings/rec-consented'), { moderation: approval(uid) });
      await expectRule(write, MANAGERS.includes(who));
    },
  );
  it('a recording approved before consent was kept keeps its decision for other edits, but is not approved again', async () => {
    const ref = doc(db('moderator'), 'Recordings/rec-legacy');
    await assertSucceeds(updateDoc(ref, { title: 'Renamed' }));
    await assertFails(updateDoc(ref, { moderation: approval(PEOPLE.moderator.uid) }));
    // Recording its consent keeps it published.
    await assertSucceeds(updateDoc(ref, recordConsentFields(input(), PEOPLE.moderator.uid)));
  });
  it('a consent without a use, a guardian for a child, or with a use not on the list publishes nothing', async () => {
    const uid = PEOPLE.moderator.uid;
    const ref = doc(db('moderator'), 'Recordings/rec-none');
    const withConsent = (over: Record<string, unknown>) => ({
      consent: { ...consentRecordOf(input(), uid), recordedAt: serverTimestamp(), ...over },
      moderation: approval(uid),
    });
    await assertFails(updateDoc(ref, withConsent({ uses: [] })));
    await assertFails(updateDoc(ref, withConsent({ guardianName: '' })));
    await assertFails(updateDoc(ref, withConsent({ uses: ['app', 'print'] })));
    await assertSucceeds(updateDoc(ref, withConsent({})));
  });
  it('a new recording is created approved only with its consent', async () => {
    const uid = PEOPLE.moderator.uid;
    const base = { ...recording('New', 'p-private', 1, 'a1', null, null, 0), moderation: approval(uid) };
    await assertFails(setDoc(doc(db('moderator'), 'Recordings/rec-new'), base));
    await assertSucceeds(
      setDoc(doc(db('moderator'), 'Recordings/rec-new'), { ...base, ...recordConsentFields(input(), uid) }),
    );
  });
  it('a withdrawn recording is published again only once consent is recorded anew', async () => {
    const uid = PEOPLE.orgAdmin.uid;
    const ref = doc(db('orgAdmin'), 'Recordings/rec-withdrawn');
    await assertFails(updateDoc(ref, { moderation: approval(uid) }));
    await assertSucceeds(updateDoc(ref, recordConsentFields(input(), uid)));
    await assertSucceeds(updateDoc(ref, { moderation: approval(uid) }));
  });
});

describe('what a consent write must carry', () => {
  const uid = PEOPLE.moderator.uid;
  const ref = () => doc(db('moderator'), 'Recordings/rec-none');
  const consentWith = (over: Record<string, unknown>) => ({
    consent: { ...consentRecordOf(input(), uid), recordedAt: serverTimestamp(), ...over },
  });
  it('signed by its writer, now; a name; a guardian for a child; a date not in the future', async () => {
    await assertFails(updateDoc(ref(), consentWith({ recordedBy: PEOPLE.orgAdmin.uid })));
    await assertFails(updateDoc(ref(), consentWith({ recordedAt: Timestamp.fromDate(now) })));
    await assertFails(updateDoc(ref(), consentWith({ consentedBy: '' })));
    await assertFails(updateDoc(ref(), consentWith({ guardianName: '' })));
    await assertFails(
      updateDoc(ref(), consentWith({ consentedAt: Timestamp.fromMillis(Date.now() + 86_400_000) })),
    );
    await assertFails(updateDoc(ref(), consentWith({ extra: 'x' })));
    // A consent may not be recorded already withdrawn (a withdrawal is its own write, with its reason).
    await assertFails(updateDoc(ref(), consentWith({ withdrawnAt: serverTimestamp() })));
    await assertSucceeds(
      updateDoc(ref(), recordConsentFields(input({ contributorUnder18: false, guardianName: '' }), uid)),
    );
  });
  it('the writer’s name beside their uid, short', async () => {
    await assertFails(updateDoc(ref(), consentWith({ recordedByName: 'x'.repeat(201) })));
    await assertFails(updateDoc(ref(), consentWith({ recordedByName: 42 })));
    await assertSucceeds(updateDoc(ref(), recordConsentFields(input(), uid, 'Max Moderator')));
  });
  it('a licence from the list', async () => {
    await assertFails(updateDoc(ref(), { ...recordConsentFields(input(), uid), licence: 'CC0' }));
    await assertSucceeds(
      updateDoc(ref(), recordConsentFields(input({ licence: 'all-rights-reserved' }), uid)),
    );
  });
  it('consent once recorded is never dropped', async () => {
    await assertFails(
      updateDoc(doc(db('moderator'), 'Recordings/rec-consented'), { consent: deleteField() }),
    );
    await assertFails(
      updateDoc(doc(db('superAdmin'), 'Recordings/rec-withdrawn'), { consent: deleteField() }),
    );
  });
});

describe('withdrawing', () => {
  const uid = PEOPLE.moderator.uid;
  const ref = () => doc(db('moderator'), 'Recordings/rec-published');
  const withdrawal = (over: Record<string, unknown> = {}) => ({
    'consent.withdrawnAt': serverTimestamp(),
    'consent.withdrawnBy': uid,
    'consent.withdrawnReason': 'Parent asked',
    moderation: { status: 'pending' },
    ...over,
  });
  it('must carry a reason, its writer and the time now', async () => {
    await assertFails(updateDoc(ref(), withdrawal({ 'consent.withdrawnReason': '   ' })));
    await assertFails(updateDoc(ref(), withdrawal({ 'consent.withdrawnReason': deleteField() })));
    await assertFails(updateDoc(ref(), withdrawal({ 'consent.withdrawnBy': PEOPLE.orgAdmin.uid })));
    await assertFails(updateDoc(ref(), withdrawal({ 'consent.withdrawnAt': Timestamp.fromDate(now) })));
    await assertFails(updateDoc(ref(), withdrawal({ 'consent.withdrawnByName': 'x'.repeat(201) })));
    await assertSucceeds(updateDoc(ref(), withdrawal()));
  });
  it('may carry the writer’s name, as the app writes it', async () => {
    const fields = withdrawConsentFields(
      { moderation: { status: 'approved' } },
      'Asked',
      uid,
      'Max Moderator',
    );
    await assertSucceeds(updateDoc(ref(), fields));
  });
  it('unpublishes in the same write: a withdrawal that leaves the recording approved is refused', async () => {
    const { moderation: _kept, ...stillApproved } = withdrawal();
    await assertFails(updateDoc(ref(), stillApproved));
  });
  it('keeps the consent as it was: who consented and the uses cannot change with it', async () => {
    await assertFails(updateDoc(ref(), withdrawal({ 'consent.consentedBy': 'Someone else' })));
    await assertFails(updateDoc(ref(), withdrawal({ 'consent.uses': ['web'] })));
  });
  it('happens once: a withdrawn consent is not withdrawn again with another reason', async () => {
    const fields = withdrawConsentFields({ moderation: { status: 'pending' } }, 'Another reason', uid);
    await assertFails(updateDoc(doc(db('moderator'), 'Recordings/rec-withdrawn'), fields));
  });
});

/**
 * A withdrawal's history entry: whoever manages the recording logs it, staff of the organisation or not (the
 * project admin given the project is not), but only in the write that withdraws that recording's consent, as
 * its writer, and only into the organisation of the recording's project.
 */
describe('the history entry of a withdrawal', () => {
  const entryOf = (who: Who, over: { organisationId?: string; recordingId?: string } = {}) =>
    historyEntry(
      {
        ...consentWithdrawalHistory({
          recordingId: over.recordingId ?? 'rec-published',
          title: 'Story',
          reason: 'Parent asked',
          projectOrganisationId: over.organisationId ?? ORG,
        }),
        actor: { uid: PEOPLE[who]?.uid ?? 'nobody', name: who },
      },
      serverTimestamp(),
    );
  const withdrawWith = (who: Who, entry: object, recordingId = 'rec-published') => {
    const uid = PEOPLE[who]?.uid ?? 'nobody';
    const batch = writeBatch(db(who));
    batch.update(
      doc(db(who), `Recordings/${recordingId}`),
      withdrawConsentFields({ moderation: { status: 'approved' } }, 'Parent asked', uid),
    );
    batch.set(doc(db(who), `history/withdrawal-${who}`), entry);
    return batch.commit();
  };

  it.each(EVERYONE)('%s withdraws with its entry → allowed only to the recording’s managers', async (who) => {
    await expectRule(withdrawWith(who, entryOf(who)), MANAGERS.includes(who));
  });
  it('a fresh account (signed up a minute ago, no record) can neither withdraw nor log a withdrawal', async () => {
    const entry = historyEntry(
      {
        ...consentWithdrawalHistory({
          recordingId: 'rec-published',
          title: 'Story',
          reason: 'Parent asked',
          projectOrganisationId: ORG,
        }),
        actor: { uid: 'fresh-account', name: 'Fresh' },
      },
      serverTimestamp(),
    );
    const batch = writeBatch(fresh());
    batch.update(
      doc(fresh(), 'Recordings/rec-published'),
      withdrawConsentFields({ moderation: { status: 'approved' } }, 'Parent asked', 'fresh-account'),
    );
    batch.set(doc(fresh(), 'history/fresh-withdrawal'), entry);
    await expectRule(batch.commit(), false);
    await expectRule(setDoc(doc(fresh(), 'history/fresh-entry'), entry), false);
  });
  it('an entry without the withdrawal in the same write is refused', async () => {
    await expectRule(
      setDoc(doc(db('projectAdmin'), 'history/no-withdrawal'), entryOf('projectAdmin')),
      false,
    );
  });
  it('an entry about a recording withdrawn earlier is refused', async () => {
    const entry = entryOf('projectAdmin', { recordingId: 'rec-withdrawn' });
    await expectRule(setDoc(doc(db('projectAdmin'), 'history/earlier'), entry), false);
  });
  it('an entry put into another organisation than the project’s is refused', async () => {
    const entry = entryOf('projectAdmin', { organisationId: OTHER_ORG });
    await expectRule(withdrawWith('projectAdmin', entry), false);
  });
  it('an entry naming another recording than the one withdrawn is refused', async () => {
    const entry = entryOf('projectAdmin', { recordingId: 'rec-consented' });
    await expectRule(withdrawWith('projectAdmin', entry), false);
  });
});
