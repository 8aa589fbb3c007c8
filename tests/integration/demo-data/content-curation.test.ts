import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../../scripts/seed/admin';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/accounts';
import { consented, recording as seededRecording, writeConsent } from '../../../scripts/seed/curation';
import { seedDemo } from '../../../scripts/seed/index';
import { migrateRecordingConsents } from '../../../scripts/migrate-recording-consents';
import {
  decideClaim,
  fileClaim,
  listPendingClaims,
  myAuthorKey,
} from '../../../src/features/authors/claims-service';
import { mergeAuthors } from '../../../src/features/authors/service';
import {
  getConsentRecord,
  recordConsent,
  withdrawConsent,
} from '../../../src/features/recordings/consent-service';
import { consentRecordPath } from '../../../src/features/recordings/consent-writes';
import { contentTagId } from '../../../src/features/recordings/content-rating';
import { CONTENT_RATINGS } from '../../../src/features/recordings/model';
import {
  decideRecording,
  listProjectRecordings,
  listRecordingsByAuthor,
  listReviewQueue,
  setContentRating,
  updateRecordingDetails,
} from '../../../src/features/recordings/service';
import { projectCounts, ratingCounts, topRecordings } from '../../../src/features/recordings/stats-service';
import { changeTagKey, saveAdminContentTags } from '../../../src/features/tags/service';
import { tagDocId } from '../../../src/features/tags/tag-rules';
import { env } from '../../../src/lib/env';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { storageStatus } from '../../../src/lib/storage';
import { emulatorClient } from '../../support/client';

/**
 * The curation services against the emulators under the real rules, as the demo people. Documents a test
 * changes carry this run's suffix, so the demo data other files read stays as seeded.
 */
type Who = 'superAdmin' | 'moderator' | 'member' | 'author' | 'projectAdmin' | 'facilitator';
const apps: Record<string, { app: FirebaseApp; auth: Auth; db: Firestore }> = {};
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const HIGH_STREET = 'demo-project-high-street';
const DENIED = { code: 'permission-denied' };

async function actAs(who: Who) {
  if (!apps[who]) {
    const { app, auth, db } = await emulatorClient(`cc-${who}-${run}`);
    await signInWithEmailAndPassword(auth, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    apps[who] = { app, auth, db };
  }
  setFirebaseForTests({ db: apps[who].db, auth: apps[who].auth });
}
const read = async (path: string) => (await admin.db.doc(path).get()).data();

beforeAll(async () => {
  stack = inject('stack');
  const target = { projectId: stack.projectId, firestoreHost: stack.firestoreHost, authHost: stack.authHost };
  await seedDemo(target);
  admin = adminFor(target);
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((a) => deleteApp(a.app)));
  await admin?.close();
});

describe('tags: created on first use, deleted with their last key, atomically', () => {
  const name = `Quayside ${run}`;
  const path = `Tags/${tagDocId('pin', name)}`;

  it('a curator adds keys by tag name and the last removal deletes the tag', async () => {
    await actAs('superAdmin');
    expect(await changeTagKey('add', 'pin', name, 'pin-a')).toBe('create');
    expect(await read(path)).toMatchObject({ tagName: name, kind: 'pin', pinKeys: ['pin-a'] });
    expect(await changeTagKey('add', 'pin', name, 'pin-b')).toBe('update');
    expect(await changeTagKey('add', 'pin', name, 'pin-b')).toBe('none');
    expect(await changeTagKey('remove', 'pin', name, 'pin-a')).toBe('update');
    expect((await read(path))?.pinKeys).toEqual(['pin-b']);
    expect(await changeTagKey('remove', 'pin', name, 'pin-b')).toBe('delete');
    expect(await read(path)).toBeUndefined();
  });

  it('the same name, spaced or cased differently, finds the same tag', async () => {
    await actAs('superAdmin');
    await changeTagKey('add', 'author', `Poets ${run}`, 'a1');
    await changeTagKey('add', 'author', `  Poets   ${run} `, 'a2');
    expect((await read(`Tags/${tagDocId('author', `poets ${run}`)}`))?.authorKeys).toEqual(['a1', 'a2']);
  });

  it('a pin’s key added or removed by hand changes the pin’s location tags with it', async () => {
    const pin = 'Pins/demo-pin-high-street-3';
    const lamps = `Lamps ${run}`;
    const tagsOfPin = async () => ((await read(pin))?.tags?.locationTags ?? []) as string[];
    const before = await tagsOfPin();
    await actAs('projectAdmin'); // a curator, but not of the High Street project: neither write happens
    await expect(changeTagKey('add', 'pin', lamps, 'demo-pin-high-street-3')).rejects.toMatchObject(DENIED);
    expect(await read(`Tags/${tagDocId('pin', lamps)}`)).toBeUndefined();
    expect(await tagsOfPin()).toEqual(before);
    await actAs('superAdmin');
    expect(await changeTagKey('add', 'pin', lamps, 'demo-pin-high-street-3')).toBe('create');
    expect(await tagsOfPin()).toEqual([...before, lamps]);
    expect(await changeTagKey('remove', 'pin', `lamps  ${run}`, 'demo-pin-high-street-3')).toBe('delete');
    expect(await tagsOfPin()).toEqual(before);
  });

  it('a moderator may not curate tags, and only a super admin edits AdminTags', async () => {
    await actAs('moderator');
    await expect(changeTagKey('add', 'pin', name, 'pin-c')).rejects.toMatchObject(DENIED);
    expect(await read(path)).toBeUndefined();
    await actAs('projectAdmin');
    await expect(saveAdminContentTags(['Adult'])).rejects.toMatchObject(DENIED);
    await actAs('superAdmin');
    expect(await saveAdminContentTags(['Adult', ' adult', 'Family', 'Young Adult'])).toEqual([
      'Adult',
      'Family',
      'Young Adult',
    ]);
  });
});

describe('content ratings are mutually exclusive', () => {
  const rec = `it-rec-rating-${run}`;
  const holders = async () => {
    const found: string[] = [];
    for (const r of CONTENT_RATINGS) {
      const keys = ((await read(`Tags/${contentTagId(r)}`))?.recordingKeys ?? []) as string[];
      if (keys.includes(rec)) found.push(r);
    }
    return found;
  };

  beforeAll(async () => {
    await admin.db
      .doc(`Recordings/${rec}`)
      .set({ title: 'Rated', project: HIGH_STREET, contentRating: 'Family' });
    await admin.db.doc(`Tags/${contentTagId('Family')}`).update({
      recordingKeys: [...((await read(`Tags/${contentTagId('Family')}`))?.recordingKeys ?? []), rec],
    });
  });

  it('setting one rating moves the recording out of the other two in one transaction', async () => {
    await actAs('superAdmin');
    await setContentRating(rec, 'Adult');
    expect((await read(`Recordings/${rec}`))?.contentRating).toBe('Adult');
    expect(await holders()).toEqual(['Adult']);
    await setContentRating(rec, 'Young Adult');
    expect(await holders()).toEqual(['Young Adult']);
  });

  it('when the tags may not be written, the rating does not change either', async () => {
    await actAs('moderator');
    await expect(setContentRating(rec, 'Family')).rejects.toMatchObject(DENIED);
    expect((await read(`Recordings/${rec}`))?.contentRating).toBe('Young Adult');
    expect(await holders()).toEqual(['Young Adult']);
  });
});

describe('moderation', () => {
  const pending = `it-rec-pending-${run}`;
  const never = `it-rec-never-${run}`;
  beforeAll(async () => {
    const base = { project: HIGH_STREET, audioUrl: '/audio/demo-chime.wav' };
    await admin.db
      .doc(`Recordings/${pending}`)
      .set({ ...base, title: 'Pending', moderation: { status: 'pending' } });
    // Consent as the consent dialog records it: approving it below needs one (approving without is refused).
    const consent = consented(
      {
        consentedBy: 'Ada',
        contributorUnder18: false,
        guardianName: '',
        consentedOn: '2026-01-05',
        uses: ['app'],
        licence: 'CC-BY-4.0',
      },
      HIGH_STREET,
    );
    const batch = admin.db.batch();
    batch.set(admin.db.doc(`Recordings/${never}`), { ...base, title: 'Never moderated' });
    writeConsent(batch, admin.db, never, consent);
    await batch.commit();
  });

  it('the queue holds pending and never-moderated recordings of the managed projects', async () => {
    await actAs('moderator');
    const queue = await listReviewQueue(['demo-project-harbour', HIGH_STREET]);
    const ids = queue.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([pending, never, 'demo-rec-harbour-2', 'demo-rec-harbour-3']));
    expect(ids).not.toContain('demo-rec-high-street-1'); // approved
    expect(ids).not.toContain('demo-rec-high-street-4'); // rejected
  });

  it('a decision needs a reason and records who decided and when', async () => {
    await actAs('moderator');
    await expect(decideRecording(pending, 'rejected', '  ')).rejects.toThrow(
      'Give a reason for this decision',
    );
    const before = Date.now();
    await decideRecording(pending, 'rejected', 'Wind noise');
    const m = (await read(`Recordings/${pending}`))?.moderation;
    expect(m).toMatchObject({
      status: 'rejected',
      reason: 'Wind noise',
      decidedBy: DEMO_ACCOUNTS.moderator.uid,
    });
    expect(m.decidedAt.toDate().getTime()).toBeGreaterThanOrEqual(before - 5000);
    await decideRecording(never, 'approved', 'Fine');
    const queue = (await listReviewQueue([HIGH_STREET])).map((r) => r.id);
    expect(queue).not.toContain(pending);
    expect(queue).not.toContain(never);
  });

  it('a member cannot moderate', async () => {
    await actAs('member');
    await expect(decideRecording(`demo-rec-high-street-2`, 'approved', 'ok')).rejects.toMatchObject(DENIED);
  });
});

/**
 * Consent in two halves: the public facts on the recording, which the public reads once it is published, and
 * the names and reasons in its private record, which the recording's managers alone read.
 */
describe('consent: public facts and a private record', () => {
  const PERSONAL = [
    'consentedBy',
    'guardianName',
    'recordedBy',
    'recordedByName',
    'withdrawnBy',
    'withdrawnReason',
  ];
  const fresh = `it-rec-consent-${run}`;
  beforeAll(async () => {
    await admin.db.doc(`Recordings/${fresh}`).set({
      project: HIGH_STREET,
      title: 'Consent round trip',
      audioUrl: '/audio/demo-chime.wav',
      moderation: { status: 'pending' },
    });
  });

  it('a visitor and a member read the published pupil’s recording without a name in it', async () => {
    const visitor = await emulatorClient(`cc-visitor-${run}`);
    apps.visitor = visitor;
    await actAs('member');
    for (const db of [visitor.db, apps.member!.db]) {
      const consent = (await getDoc(doc(db, 'Recordings/demo-rec-high-street-1'))).get('consent') as object;
      expect(consent).toMatchObject({ contributorUnder18: true, uses: ['app', 'archive'] });
      for (const field of PERSONAL) expect(consent).not.toHaveProperty(field);
      await expect(getDoc(doc(db, consentRecordPath('demo-rec-high-street-1')))).rejects.toMatchObject(
        DENIED,
      );
    }
  });

  it('the moderator reads the guardian’s name in the private record', async () => {
    await actAs('moderator');
    expect(await getConsentRecord('demo-rec-high-street-1')).toMatchObject({
      consentedBy: 'Jamie Clarke',
      guardianName: 'Sophie Clarke',
      recordedBy: DEMO_ACCOUNTS.moderator.uid,
    });
  });

  it('recording and withdrawing write both halves, the names only in the private one', async () => {
    await actAs('moderator');
    await recordConsent(fresh, {
      consentedBy: 'Sam Pupil',
      contributorUnder18: true,
      guardianName: 'Pat Parent',
      consentedOn: '2026-01-05',
      uses: ['app', 'web'],
      licence: 'CC-BY-NC-4.0',
    });
    const given = await read(`Recordings/${fresh}`);
    expect(Object.keys(given?.consent).sort()).toEqual([
      'consentedAt',
      'contributorUnder18',
      'recordedAt',
      'uses',
    ]);
    expect(await read(consentRecordPath(fresh))).toMatchObject({
      project: HIGH_STREET,
      consentedBy: 'Sam Pupil',
      guardianName: 'Pat Parent',
      recordedBy: DEMO_ACCOUNTS.moderator.uid,
    });
    await withdrawConsent(fresh, 'The family asked');
    const withdrawn = await read(`Recordings/${fresh}`);
    expect(withdrawn?.consent.withdrawnAt).toBeDefined();
    for (const field of PERSONAL) expect(withdrawn?.consent).not.toHaveProperty(field);
    expect(await read(consentRecordPath(fresh))).toMatchObject({
      consentedBy: 'Sam Pupil',
      withdrawnBy: DEMO_ACCOUNTS.moderator.uid,
      withdrawnReason: 'The family asked',
    });
  });

  it('the migration moves a consent kept whole on a recording into its private record, once', async () => {
    const legacy = `it-rec-legacy-consent-${run}`;
    const consentedAt = new Date('2026-01-05T00:00:00Z');
    await admin.db.doc(`Recordings/${legacy}`).set({
      project: HIGH_STREET,
      title: 'Kept before the split',
      moderation: { status: 'approved', reason: 'Old' },
      consent: {
        consentedBy: 'Old Pupil',
        contributorUnder18: true,
        guardianName: 'Old Parent',
        consentedAt,
        uses: ['app'],
        recordedBy: DEMO_ACCOUNTS.moderator.uid,
        recordedAt: consentedAt,
      },
    });
    expect(await migrateRecordingConsents(admin.db)).toBeGreaterThanOrEqual(1);
    const moved = await read(`Recordings/${legacy}`);
    expect(Object.keys(moved?.consent).sort()).toEqual([
      'consentedAt',
      'contributorUnder18',
      'recordedAt',
      'uses',
    ]);
    const record = await read(consentRecordPath(legacy));
    expect(record).toMatchObject({
      project: HIGH_STREET,
      consentedBy: 'Old Pupil',
      guardianName: 'Old Parent',
    });
    // Running it again changes neither.
    await migrateRecordingConsents(admin.db);
    expect(await read(`Recordings/${legacy}`)).toEqual(moved);
    expect(await read(consentRecordPath(legacy))).toEqual(record);
    // What it leaves is what the app writes: the moderator withdraws it as any other.
    await actAs('moderator');
    await withdrawConsent(legacy, 'Asked after the move');
    expect(await read(consentRecordPath(legacy))).toMatchObject({ withdrawnReason: 'Asked after the move' });
  });

  it('a member neither records consent nor reads a private record', async () => {
    await actAs('member');
    await expect(
      recordConsent('demo-rec-high-street-3', {
        consentedBy: 'Someone',
        contributorUnder18: false,
        guardianName: '',
        consentedOn: '2026-01-05',
        uses: ['app'],
        licence: 'CC-BY-4.0',
      }),
    ).rejects.toMatchObject(DENIED);
    await expect(getConsentRecord('demo-rec-high-street-3')).rejects.toMatchObject(DENIED);
  });
});

describe('a recording’s album and tags, as the demo curators', () => {
  const HARBOUR = 'demo-project-harbour';
  const onHighStreet = `it-rec-details-hs-${run}`;
  const onHarbour = `it-rec-details-hb-${run}`;
  const tag = `Lanterns ${run}`;
  const tagPath = `Tags/${tagDocId('recording', tag)}`;
  const details = (subjectTags: string[]) => ({ albumKey: `album-${run}`, subjectTags, genreTags: [] });

  beforeAll(async () => {
    const now = new Date();
    const build = (title: string, project: string) => ({
      ...seededRecording(title, project, 1, 'demo-author-arthur', null, { status: 'pending' }, 0),
      createdAt: now,
      updatedAt: now,
    });
    await admin.db.doc(`Recordings/${onHighStreet}`).set(build('Lantern walk', HIGH_STREET));
    await admin.db.doc(`Recordings/${onHarbour}`).set(build('Harbour lights', HARBOUR));
  });

  it('the project admin edits the recordings of the project they hold, and only those', async () => {
    await actAs('projectAdmin'); // holds Harbour, curates tags, yet High Street is not theirs
    const before = await read(`Recordings/${onHighStreet}`);
    await expect(updateRecordingDetails(onHighStreet, details([tag]))).rejects.toMatchObject(DENIED);
    expect(await read(`Recordings/${onHighStreet}`)).toEqual(before);
    expect(await read(tagPath)).toBeUndefined();
    const saved = await updateRecordingDetails(onHarbour, details([tag]));
    expect(saved?.outcome.created).toEqual([tag]);
    expect(await read(tagPath)).toMatchObject({ tagName: tag, kind: 'recording', keys: [onHarbour] });
  });

  it('the moderator who owns both projects edits either; the last recording out deletes the tag', async () => {
    await actAs('moderator');
    await updateRecordingDetails(onHighStreet, details([tag.toLowerCase()]));
    expect((await read(tagPath))?.keys).toEqual([onHarbour, onHighStreet]);
    expect((await read(`Recordings/${onHighStreet}`))?.tags.subjectTags).toEqual([tag]);
    const all = await listProjectRecordings([HARBOUR, HIGH_STREET]);
    expect(all.find((r) => r.id === onHighStreet)).toMatchObject({ albumKey: `album-${run}` });
    await updateRecordingDetails(onHighStreet, details([]));
    await updateRecordingDetails(onHarbour, { albumKey: '', subjectTags: [], genreTags: [] });
    expect(await read(tagPath)).toBeUndefined();
    expect((await read(`Recordings/${onHarbour}`))?.albumKey).toBeUndefined();
  });

  it('a member may not', async () => {
    await actAs('member');
    await expect(updateRecordingDetails(onHighStreet, details([tag]))).rejects.toMatchObject(DENIED);
    expect(await read(tagPath)).toBeUndefined();
  });

  afterAll(async () => {
    await Promise.all([onHighStreet, onHarbour].map((id) => admin.db.doc(`Recordings/${id}`).delete()));
  });
});

describe('stats from aggregation queries', () => {
  it('counts recordings, sums times collected, counts ratings and lists the most collected', async () => {
    await actAs('moderator');
    const expected = (await admin.db.collection('Recordings').where('project', '==', HIGH_STREET).get()).docs;
    const sum = expected.reduce((t, d) => t + (d.data().collectionLog?.timesCollected ?? 0), 0);
    const counts = await projectCounts(HIGH_STREET);
    expect(counts.recordings).toBe(expected.length);
    expect(counts.timesCollected).toBe(sum);
    const pins = (await admin.db.collection('Pins').where('project', '==', HIGH_STREET).get()).size;
    expect(counts.pins).toBe(pins);
    const ratings = await ratingCounts(HIGH_STREET, counts.recordings);
    expect(Object.values(ratings).reduce((a, b) => a + b, 0)).toBe(counts.recordings);
    expect(ratings.Family).toBeGreaterThanOrEqual(2);
    const top = await topRecordings(HIGH_STREET);
    expect(top[0]?.title).toBe('The Corner Shop');
    const times = top.map((r) => r.collectionLog.timesCollected);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(top.length).toBeLessThanOrEqual(10);
  });

  it('someone without access cannot count the private project', async () => {
    await actAs('facilitator');
    await expect(projectCounts('demo-project-harbour')).rejects.toMatchObject(DENIED);
  });
});

describe('merging author profiles', () => {
  const keep = `it-author-keep-${run}`;
  const gone = `it-author-gone-${run}`;
  const tagId = `author_it-${run}`;
  const userId = `it-user-${run}`;
  beforeAll(async () => {
    const b = admin.db.batch();
    b.set(admin.db.doc(`Authors/${keep}`), { name: 'Mary Jones', tags: { authorTags: ['poet'] } });
    b.set(admin.db.doc(`Authors/${gone}`), { name: 'Mary  Jones', tags: { authorTags: ['trader'] } });
    b.set(admin.db.doc(`Recordings/it-m1-${run}`), { title: 'M1', project: HIGH_STREET, authorKey: gone });
    b.set(admin.db.doc(`Recordings/it-m2-${run}`), {
      title: 'M2',
      project: 'demo-project-harbour',
      authorKey: gone,
    });
    b.set(admin.db.doc(`Tags/${tagId}`), {
      tagName: `it ${run}`,
      kind: 'author',
      authorKeys: [gone, keep, 'x'],
    });
    b.set(admin.db.doc(`Users/${userId}`), { userKey: userId, userProfile: { authorKey: gone } });
    b.set(admin.db.doc(`authorClaims/it-claim-gone-${run}`), {
      userKey: DEMO_ACCOUNTS.facilitator.uid,
      authorKey: gone,
      status: 'pending',
      createdAt: new Date(),
    });
    await b.commit();
  });

  it('a project admin cannot merge (it spans every project), and nothing moves', async () => {
    await actAs('projectAdmin');
    await expect(mergeAuthors(keep, gone)).rejects.toMatchObject(DENIED);
    expect(await read(`Authors/${gone}`)).toBeDefined();
    expect((await read(`Recordings/it-m1-${run}`))?.authorKey).toBe(gone);
  });

  it('moves every recording, tag entry and user link to the survivor and records the merge', async () => {
    await actAs('superAdmin');
    const plan = await mergeAuthors(keep, gone);
    expect(plan.moved).toEqual({ recordings: 2, tags: 1, users: 1 });
    expect((await read(`Recordings/it-m1-${run}`))?.authorKey).toBe(keep);
    expect((await read(`Recordings/it-m2-${run}`))?.authorKey).toBe(keep);
    expect((await read(`Tags/${tagId}`))?.authorKeys).toEqual([keep, 'x']);
    expect((await read(`Users/${userId}`))?.userProfile.authorKey).toBe(keep);
    expect((await read(`Authors/${keep}`))?.tags.authorTags).toEqual(['poet', 'trader']);
    expect(await read(`Authors/${gone}`)).toBeUndefined();
    const records = await admin.db.collection('authorMerges').where('mergedKey', '==', gone).get();
    expect(records.size).toBe(1);
    const record = records.docs[0]!.data();
    expect(record).toMatchObject({
      survivorKey: keep,
      mergedKey: gone,
      moved: { recordings: 2, tags: 1, users: 1 },
      mergedBy: DEMO_ACCOUNTS.superAdmin.uid,
    });
    expect(record.mergedAt.toDate()).toBeInstanceOf(Date);
  });

  it('approving a claim on the merged profile links the survivor', async () => {
    await actAs('superAdmin');
    await decideClaim(`it-claim-gone-${run}`, 'approved');
    expect((await read(`Users/${DEMO_ACCOUNTS.facilitator.uid}`))?.userProfile.authorKey).toBe(keep);
    expect((await read(`Authors/${keep}`))?.userKey).toBe(DEMO_ACCOUNTS.facilitator.uid);
  });

  it('merging a profile that is already gone fails without writing', async () => {
    await actAs('superAdmin');
    await expect(mergeAuthors(keep, gone)).rejects.toThrow('One of these author profiles no longer exists');
    expect((await admin.db.collection('authorMerges').where('mergedKey', '==', gone).get()).size).toBe(1);
  });
});

describe('author claims and the author dashboard', () => {
  const profile = `it-author-claim-${run}`;
  beforeAll(async () => {
    await admin.db.doc(`Authors/${profile}`).set({ name: `Claimable ${run}` });
    await admin.db
      .doc(`Recordings/it-claimed-${run}`)
      .set({ title: 'Claimed', project: 'demo-project-harbour', authorKey: profile });
  });

  it('the demo author sees their own recordings, private project ones included', async () => {
    await actAs('author');
    const key = await myAuthorKey();
    expect(key).toBe('demo-author-arthur');
    const mine = await listRecordingsByAuthor(key!);
    expect(mine.map((r) => r.id)).toEqual(
      expect.arrayContaining(['demo-rec-harbour-1', 'demo-rec-high-street-1']),
    );
    expect(mine.every((r) => r.authorKey === key)).toBe(true);
  });

  it('a member claims a profile once; a super admin approves and the profile is linked', async () => {
    await actAs('member');
    const claimId = await fileClaim(profile, 'That is me');
    await expect(fileClaim(profile, 'again')).rejects.toThrow(
      'You already have a pending claim for this profile',
    );
    await expect(listRecordingsByAuthor(profile)).rejects.toMatchObject(DENIED);
    await actAs('superAdmin');
    expect((await listPendingClaims()).map((c) => c.id)).toContain(claimId);
    await decideClaim(claimId, 'approved');
    await expect(decideClaim(claimId, 'rejected')).rejects.toThrow('This claim was already decided');
    expect(await read(`authorClaims/${claimId}`)).toMatchObject({
      status: 'approved',
      decidedBy: DEMO_ACCOUNTS.superAdmin.uid,
    });
    expect((await read(`Users/${DEMO_ACCOUNTS.member.uid}`))?.userProfile.authorKey).toBe(profile);
    expect((await read(`Authors/${profile}`))?.userKey).toBe(DEMO_ACCOUNTS.member.uid);
    await actAs('member');
    expect(await myAuthorKey()).toBe(profile);
    expect((await listRecordingsByAuthor(profile)).map((r) => r.id)).toEqual([`it-claimed-${run}`]);
  });

  it('a member cannot approve a claim', async () => {
    await actAs('member');
    await expect(decideClaim('demo-claim-pending', 'approved')).rejects.toMatchObject(DENIED);
    expect((await read('authorClaims/demo-claim-pending'))?.status).toBe('pending');
  });
});

describe('storage behind one module', () => {
  it('says when no Storage emulator is configured or answering', async () => {
    const saved = env.VITE_STORAGE_EMULATOR_HOST;
    try {
      env.VITE_STORAGE_EMULATOR_HOST = '';
      expect(await storageStatus()).toEqual({
        available: false,
        reason: expect.stringMatching(/configured/),
      });
      env.VITE_STORAGE_EMULATOR_HOST = '127.0.0.1:9';
      expect(await storageStatus(500)).toEqual({
        available: false,
        reason: expect.stringMatching(/does not answer/),
      });
    } finally {
      env.VITE_STORAGE_EMULATOR_HOST = saved;
    }
  });
});
