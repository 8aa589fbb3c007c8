import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { recording } from '../../scripts/seed/curation';
import { newProjectFields } from '../../src/features/projects/model';
import type { ConsentInput } from '../../src/features/recordings/consent';
import { historyEntry } from '@storytelling/shared/history';
import {
  consentRecordPath,
  consentWithdrawalHistory,
  recordConsentWrites,
  withdrawConsentWrites,
} from '../../src/features/recordings/consent-writes';
import { as, EVERYONE, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { freshFixtures, setDoc, updateDoc, writeBatch } from '../support/tracked-writes';

/**
 * Consent and licence on Recordings, kept in two halves: the public facts on the recording and the personal part
 * in recordingConsents/{id}. Who may record and withdraw a recording's consent (those who manage its project: its
 * owner the moderator, its organisation's admin, the project admin given it, super admins), that neither half is
 * written without the other, that nothing is published (moderation approved) without a standing consent for at
 * least one use, that a withdrawal carries a reason, its writer and the time, and unpublishes the recording in
 * the same write, and that only the managers read the private half.
 */
let env: RulesTestEnvironment;
const now = new Date('2026-01-01T00:00:00Z');
const db = (who: Who) => as(env, who).firestore() as unknown as Firestore;
/** Someone who has just signed up: an account, no Users record, no organisation. */
const fresh = () => env.authenticatedContext('fresh-account').firestore() as unknown as Firestore;
const MANAGERS: Who[] = ['moderator', 'orgAdmin', 'projectAdmin', 'superAdmin'];
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';

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
const stored = (project = 'p-private') =>
  recordConsentWrites(input(), project, PEOPLE.moderator.uid, 'Mo', now);
const storedWithdrawal = withdrawConsentWrites({}, 'Parent asked', PEOPLE.moderator.uid, 'Mo', now);
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

type Fields = Record<string, unknown>;
/** One write of both halves, as the app makes it, with either half changed or left out (`null`). */
function both(
  fs: Firestore,
  id: string,
  recordingFields: Fields | null,
  recordFields: Fields | null,
  recordWrite: 'set' | 'update' = 'set',
) {
  const batch = writeBatch(fs);
  if (recordingFields) batch.update(doc(fs, `Recordings/${id}`), recordingFields);
  if (recordFields && recordWrite === 'set') batch.set(doc(fs, consentRecordPath(id)), recordFields);
  if (recordFields && recordWrite === 'update') batch.update(doc(fs, consentRecordPath(id)), recordFields);
  return batch.commit();
}
/** Records consent on recording `id` as `who`, as the app does; `over` changes either half. */
const recordAs = (
  who: Who,
  id: string,
  over: { recording?: Fields; record?: Fields; consent?: Fields; input?: Partial<ConsentInput> } = {},
  fs = db(who),
) => {
  const w = recordConsentWrites(input(over.input), 'p-private', uidOf(who), who);
  return both(
    fs,
    id,
    { ...w.recording, consent: { ...w.recording.consent, ...over.consent }, ...over.recording },
    { ...w.record, ...over.record },
  );
};
/** Withdraws the consent of recording `id` as `who`, as the app does; `over` changes either half. */
const withdrawAs = (
  who: Who,
  id: string,
  over: { recording?: Fields; record?: Fields } = {},
  moderation: 'approved' | 'pending' = 'approved',
  fs = db(who),
) => {
  const w = withdrawConsentWrites({ moderation: { status: moderation } }, 'Parent asked', uidOf(who), who);
  return both(fs, id, { ...w.recording, ...over.recording }, { ...w.record, ...over.record }, 'update');
};

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
      'Recordings/rec-consented': rec({ status: 'pending' }, stored().recording),
      'recordingConsents/rec-consented': stored().record,
      'Recordings/rec-published': rec({ status: 'approved', reason: 'Good' }, stored().recording),
      'recordingConsents/rec-published': stored().record,
      'Recordings/rec-withdrawn': rec(
        { status: 'pending' },
        { consent: { ...stored().recording.consent, withdrawnAt: now } },
      ),
      'recordingConsents/rec-withdrawn': { ...stored().record, ...storedWithdrawal.record },
      // Approved before consent was kept.
      'Recordings/rec-legacy': rec({ status: 'approved', reason: 'Old' }),
    });
  }),
);

describe('who records and withdraws consent', () => {
  it.each(EVERYONE)('%s records consent on a recording → allowed only to its managers', async (who) => {
    await expectRule(recordAs(who, 'rec-none'), MANAGERS.includes(who));
  });
  it.each(EVERYONE)(
    '%s withdraws a published recording’s consent → allowed only to its managers',
    async (who) => {
      await expectRule(withdrawAs(who, 'rec-published'), MANAGERS.includes(who));
    },
  );
  it('a fresh account records or withdraws nothing', async () => {
    await assertFails(recordAs('outsider', 'rec-none', {}, fresh()));
    await assertFails(withdrawAs('outsider', 'rec-published', {}, 'approved', fresh()));
  });
  it('the admin of another organisation records consent on their own project only', async () => {
    const uid = PEOPLE.otherOrgAdmin.uid;
    const w = recordConsentWrites(input(), 'p-other', uid);
    const batch = writeBatch(db('otherOrgAdmin'));
    batch.set(doc(db('otherOrgAdmin'), 'Recordings/rec-theirs'), {
      ...recording('Theirs', 'p-other', 1, 'a2', null, null, 0),
      ...w.recording,
    });
    batch.set(doc(db('otherOrgAdmin'), consentRecordPath('rec-theirs')), w.record);
    await assertSucceeds(batch.commit());
    await assertFails(recordAs('otherOrgAdmin', 'rec-none'));
    // Nor files a record of ours under their project, nor theirs under ours.
    await assertFails(recordAs('otherOrgAdmin', 'rec-none', { record: { project: 'p-other' } }));
    await assertFails(recordAs('moderator', 'rec-none', { record: { project: 'p-other' } }));
  });
});

describe('nobody publishes without consent', () => {
  it.each(EVERYONE)('%s approves a recording with no consent, or a withdrawn one → refused', async (who) => {
    const uid = uidOf(who);
    await assertFails(updateDoc(doc(db(who), 'Recordings/rec-none'), { moderation: approval(uid) }));
    await assertFails(updateDoc(doc(db(who), 'Recordings/rec-withdrawn'), { moderation: approval(uid) }));
  });
  it.each(EVERYONE)(
    '%s approves a recording with a standing consent → allowed only to its managers',
    async (who) => {
      const write = updateDoc(doc(db(who), 'Recordings/rec-consented'), { moderation: approval(uidOf(who)) });
      await expectRule(write, MANAGERS.includes(who));
    },
  );
  it('a recording approved before consent was kept keeps its decision for other edits, but is not approved again', async () => {
    const ref = doc(db('moderator'), 'Recordings/rec-legacy');
    await assertSucceeds(updateDoc(ref, { title: 'Renamed' }));
    await assertFails(updateDoc(ref, { moderation: approval(PEOPLE.moderator.uid) }));
    // Recording its consent keeps it published.
    await assertSucceeds(recordAs('moderator', 'rec-legacy'));
  });
  it('a consent without a use, a guardian for a child, or with a use not on the list publishes nothing', async () => {
    const approve = { moderation: approval(PEOPLE.moderator.uid) };
    await assertFails(recordAs('moderator', 'rec-none', { consent: { uses: [] }, recording: approve }));
    await assertFails(
      recordAs('moderator', 'rec-none', { record: { guardianName: '' }, recording: approve }),
    );
    await assertFails(
      recordAs('moderator', 'rec-none', { consent: { uses: ['app', 'print'] }, recording: approve }),
    );
    await assertSucceeds(recordAs('moderator', 'rec-none', { recording: approve }));
  });
  it('a new recording is created approved only with its consent, and its private record', async () => {
    const uid = PEOPLE.moderator.uid;
    const fs = db('moderator');
    const base = { ...recording('New', 'p-private', 1, 'a1', null, null, 0), moderation: approval(uid) };
    await assertFails(setDoc(doc(fs, 'Recordings/rec-new'), base));
    const w = recordConsentWrites(input(), 'p-private', uid);
    await assertFails(setDoc(doc(fs, 'Recordings/rec-new'), { ...base, ...w.recording }));
    const batch = writeBatch(fs);
    batch.set(doc(fs, 'Recordings/rec-new'), { ...base, ...w.recording });
    batch.set(doc(fs, consentRecordPath('rec-new')), w.record);
    await assertSucceeds(batch.commit());
  });
  it('a withdrawn recording is published again only once consent is recorded anew', async () => {
    const ref = doc(db('orgAdmin'), 'Recordings/rec-withdrawn');
    await assertFails(updateDoc(ref, { moderation: approval(PEOPLE.orgAdmin.uid) }));
    await assertSucceeds(recordAs('orgAdmin', 'rec-withdrawn'));
    await assertSucceeds(updateDoc(ref, { moderation: approval(PEOPLE.orgAdmin.uid) }));
  });
});

describe('what a consent write must carry', () => {
  it('both halves in one write: neither the public facts nor the private record alone', async () => {
    const w = recordConsentWrites(input(), 'p-private', PEOPLE.moderator.uid);
    const fs = db('moderator');
    await assertFails(both(fs, 'rec-none', w.recording, null));
    await assertFails(both(fs, 'rec-none', null, w.record));
    // Nor a new private record beside a consent that stands unchanged (renaming who consented after the fact).
    await assertFails(both(fs, 'rec-consented', null, w.record));
    await assertSucceeds(both(fs, 'rec-none', w.recording, w.record));
  });
  it('signed by its writer, now, on both halves', async () => {
    await assertFails(recordAs('moderator', 'rec-none', { record: { recordedBy: PEOPLE.orgAdmin.uid } }));
    await assertFails(recordAs('moderator', 'rec-none', { record: { recordedAt: Timestamp.fromDate(now) } }));
    await assertFails(
      recordAs('moderator', 'rec-none', { consent: { recordedAt: Timestamp.fromDate(now) } }),
    );
  });
  it('a name, a guardian for a child, a date not in the future, nothing else', async () => {
    await assertFails(recordAs('moderator', 'rec-none', { record: { consentedBy: '' } }));
    await assertFails(recordAs('moderator', 'rec-none', { record: { guardianName: '' } }));
    await assertFails(
      recordAs('moderator', 'rec-none', {
        consent: { consentedAt: Timestamp.fromMillis(Date.now() + 86_400_000) },
      }),
    );
    await assertFails(recordAs('moderator', 'rec-none', { consent: { extra: 'x' } }));
    await assertFails(recordAs('moderator', 'rec-none', { record: { extra: 'x' } }));
    // No name, account or reason on the public half, where every reader of a published recording reads it.
    await assertFails(recordAs('moderator', 'rec-none', { consent: { consentedBy: 'Sam Pupil' } }));
    await assertFails(recordAs('moderator', 'rec-none', { consent: { recordedBy: PEOPLE.moderator.uid } }));
    // A consent may not be recorded already withdrawn (a withdrawal is its own write, with its reason).
    await assertFails(recordAs('moderator', 'rec-none', { consent: { withdrawnAt: serverTimestamp() } }));
    await assertFails(recordAs('moderator', 'rec-none', { record: { withdrawnAt: serverTimestamp() } }));
    await assertSucceeds(
      recordAs('moderator', 'rec-none', { input: { contributorUnder18: false, guardianName: '' } }),
    );
  });
  it('names short', async () => {
    await assertFails(recordAs('moderator', 'rec-none', { record: { recordedByName: 'x'.repeat(201) } }));
    await assertFails(recordAs('moderator', 'rec-none', { record: { recordedByName: 42 } }));
    await assertFails(recordAs('moderator', 'rec-none', { record: { consentedBy: 'x'.repeat(201) } }));
    await assertFails(recordAs('moderator', 'rec-none', { record: { guardianName: 'x'.repeat(201) } }));
    await assertSucceeds(recordAs('moderator', 'rec-none', { record: { recordedByName: 'Max Moderator' } }));
  });
  it('a licence from the list', async () => {
    await assertFails(recordAs('moderator', 'rec-none', { recording: { licence: 'CC0' } }));
    await assertSucceeds(recordAs('moderator', 'rec-none', { input: { licence: 'all-rights-reserved' } }));
  });
  it('consent once recorded is never dropped, nor its private record deleted', async () => {
    await assertFails(
      updateDoc(doc(db('moderator'), 'Recordings/rec-consented'), { consent: deleteField() }),
    );
    await assertFails(
      updateDoc(doc(db('superAdmin'), 'Recordings/rec-withdrawn'), { consent: deleteField() }),
    );
    for (const who of MANAGERS) {
      await assertFails(deleteDoc(doc(db(who), consentRecordPath('rec-consented'))));
      await assertFails(deleteDoc(doc(db(who), consentRecordPath('rec-withdrawn'))));
    }
  });
  it.each(EVERYONE)(
    '%s changes who consented after the fact → refused (only a new consent does)',
    async (who) => {
      const ref = doc(db(who), consentRecordPath('rec-consented'));
      await assertFails(updateDoc(ref, { consentedBy: 'Someone else' }));
      await assertFails(updateDoc(ref, { guardianName: 'Someone else' }));
      await assertFails(updateDoc(ref, { recordedBy: uidOf(who), recordedAt: serverTimestamp() }));
      await assertFails(setDoc(ref, { ...stored().record, recordedAt: serverTimestamp() }));
    },
  );
});

describe('withdrawing', () => {
  it('both halves in one write: neither the recording’s withdrawal nor the record’s alone', async () => {
    const w = withdrawConsentWrites({ moderation: { status: 'approved' } }, 'Asked', PEOPLE.moderator.uid);
    const fs = db('moderator');
    await assertFails(both(fs, 'rec-published', w.recording, null, 'update'));
    await assertFails(both(fs, 'rec-published', null, w.record, 'update'));
    await assertSucceeds(both(fs, 'rec-published', w.recording, w.record, 'update'));
  });
  it('must carry a reason, its writer and the time now', async () => {
    const w = (record: Fields) => withdrawAs('moderator', 'rec-published', { record });
    await assertFails(w({ withdrawnReason: '   ' }));
    await assertFails(w({ withdrawnReason: deleteField() }));
    await assertFails(w({ withdrawnReason: 'x'.repeat(1001) }));
    await assertFails(w({ withdrawnBy: PEOPLE.orgAdmin.uid }));
    await assertFails(w({ withdrawnAt: Timestamp.fromDate(now) }));
    await assertFails(w({ withdrawnByName: 'x'.repeat(201) }));
    await assertFails(
      withdrawAs('moderator', 'rec-published', {
        recording: { 'consent.withdrawnAt': Timestamp.fromDate(now) },
      }),
    );
    await assertSucceeds(w({}));
  });
  it('unpublishes in the same write: a withdrawal that leaves the recording approved is refused', async () => {
    await assertFails(withdrawAs('moderator', 'rec-published', {}, 'pending'));
  });
  it('keeps the consent as it was: who consented and the uses cannot change with it', async () => {
    await assertFails(withdrawAs('moderator', 'rec-published', { record: { consentedBy: 'Someone else' } }));
    await assertFails(withdrawAs('moderator', 'rec-published', { record: { guardianName: 'Someone else' } }));
    await assertFails(withdrawAs('moderator', 'rec-published', { recording: { 'consent.uses': ['web'] } }));
    // Who withdrew it and why stay off the public half.
    await assertFails(
      withdrawAs('moderator', 'rec-published', { recording: { 'consent.withdrawnReason': 'Parent asked' } }),
    );
    await assertFails(
      withdrawAs('moderator', 'rec-published', {
        recording: { 'consent.withdrawnBy': PEOPLE.moderator.uid },
      }),
    );
  });
  it('happens once: a withdrawn consent is not withdrawn again with another reason', async () => {
    await assertFails(withdrawAs('moderator', 'rec-withdrawn', {}, 'pending'));
    await assertFails(
      updateDoc(doc(db('moderator'), consentRecordPath('rec-withdrawn')), { withdrawnReason: 'Another' }),
    );
  });
});

describe('who reads the private record', () => {
  it.each(EVERYONE)('%s reads a recording’s private consent record → only its managers', async (who) => {
    await expectRule(getDoc(doc(db(who), consentRecordPath('rec-published'))), MANAGERS.includes(who));
    await expectRule(getDoc(doc(db(who), consentRecordPath('rec-withdrawn'))), MANAGERS.includes(who));
  });
  it('a fresh account reads none', async () => {
    await assertFails(getDoc(doc(fresh(), consentRecordPath('rec-published'))));
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
  const withdrawWith = (who: Who, entry: object, recordingId = 'rec-published', fs = db(who)) => {
    const w = withdrawConsentWrites({ moderation: { status: 'approved' } }, 'Parent asked', uidOf(who));
    const batch = writeBatch(fs);
    batch.update(doc(fs, `Recordings/${recordingId}`), w.recording);
    batch.update(doc(fs, consentRecordPath(recordingId)), w.record);
    batch.set(doc(fs, `history/withdrawal-${who}`), entry);
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
    await expectRule(withdrawWith('outsider', entry, 'rec-published', fresh()), false);
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
