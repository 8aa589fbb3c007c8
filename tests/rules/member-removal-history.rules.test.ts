import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { historyEntry } from '@storytelling/shared/history';
import type { RemovedCode } from '@storytelling/shared/member-removal';
import { memberRemovalHistory } from '../../src/features/organisations/removal-history';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, userRecord, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * A member's removal logs what its undo needs, and the undoHistory function writes that back with the Admin
 * SDK: a record, a membership with its roles, an access code. So the rules accept a payload only when it is
 * exactly what the same write takes away (the record it deletes or the entry it removes, the mirror, the
 * person's own code and listing it deletes, groups their entry named), written by staff of that organisation.
 */
let env: RulesTestEnvironment;
const when = Timestamp.fromMillis(Date.parse('2026-11-01T09:00:00Z'));
const later = Timestamp.fromMillis(Date.now() + 20 * 86_400_000);
const PUPIL = 'pupil1';
const TWO_ORGS = 'pupil2';
const CODE = 'PUPILCD1';
const OTHER_CODE = 'OTHERCD1';
/** A second code of the pupil's own (made for them as a temporary member). */
const SECOND_CODE = 'PUPILCD2';
const GROUP = 'g-year9';

const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const entryOf = (uid: string, orgId: string, extra: Record<string, unknown> = {}) => ({
  ...userRecord(uid, { [orgId]: ['member'] }).Organisations[orgId],
  joinedAt: when,
  ...extra,
});
const personalCode = (code: string, email: string) => ({
  code,
  organisationId: ORG,
  role: 'member',
  email,
  isActive: false,
  isAnonymous: false,
  createdAt: when,
  expiresAt: later,
  usedBy: 'someone',
  usedAt: when,
});
const listingOf = (code: string, email: string) => ({
  code,
  role: 'member',
  email,
  createdAt: when,
  expiresAt: later,
  isAnonymous: false,
});

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

beforeEach(() => {
  const pupilEntry = entryOf(PUPIL, ORG, { accessCode: CODE, groupIds: [GROUP] });
  const twoOrgs = userRecord(TWO_ORGS, { [ORG]: ['member'], [OTHER_ORG]: ['member'] });
  return seedDocs(env, {
    [`Users/${PUPIL}`]: { ...userRecord(PUPIL, {}), Organisations: { [ORG]: pupilEntry } },
    [`Organisations/${ORG}/members/${PUPIL}`]: pupilEntry,
    [`accessCodes/${CODE}`]: personalCode(CODE, `${PUPIL}@example.test`),
    [`Organisations/${ORG}/generatedCodes/${CODE}`]: listingOf(CODE, `${PUPIL}@example.test`),
    [`accessCodes/${OTHER_CODE}`]: personalCode(OTHER_CODE, 'someone@example.test'),
    [`accessCodes/${SECOND_CODE}`]: { ...personalCode(SECOND_CODE, ''), tempUserId: PUPIL },
    [`Organisations/${ORG}/generatedCodes/${OTHER_CODE}`]: listingOf(OTHER_CODE, 'someone@example.test'),
    [`groups/${GROUP}`]: {
      name: 'Year 9',
      organisationId: ORG,
      memberIds: [PUPIL],
      createdAt: when,
      updatedAt: when,
    },
    [`Users/${TWO_ORGS}`]: twoOrgs,
    [`Organisations/${ORG}/members/${TWO_ORGS}`]: twoOrgs.Organisations[ORG]!,
  });
});

/** Reads a document as stored, bypassing the rules (what the remover's own reads return). */
async function stored(path: string): Promise<Record<string, unknown> | null> {
  let data: Record<string, unknown> | null = null;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const snap = await getDoc(doc(ctx.firestore() as unknown as Firestore, path));
    data = snap.exists() ? snap.data() : null;
  });
  return data;
}

interface Removal {
  who: Who;
  userKey: string;
  deleteRecord: boolean;
  /** Codes the write deletes (with their listings). */
  deletes: string[];
  groups: string[];
}
const pupilRemoval = (over: Partial<Removal> = {}): Removal => ({
  who: 'orgAdmin',
  userKey: PUPIL,
  deleteRecord: true,
  deletes: [CODE],
  groups: [GROUP],
  ...over,
});

/** The payload the app builds for a removal from the documents as stored, and the entry it writes. */
async function genuineEntry(r: Removal, codes: readonly string[] = r.deletes) {
  const removedCodes: RemovedCode[] = [];
  for (const code of codes)
    removedCodes.push({
      code,
      accessCode: await stored(`accessCodes/${code}`),
      listing: await stored(`Organisations/${ORG}/generatedCodes/${code}`),
    });
  const fact = memberRemovalHistory(ORG, r.userKey, {
    userKey: r.userKey,
    record: await stored(`Users/${r.userKey}`),
    mirror: (await stored(`Organisations/${ORG}/members/${r.userKey}`))!,
    codes: removedCodes,
    deletesRecord: r.deleteRecord,
    groupIds: r.groups,
  });
  return historyEntry({ ...fact, actor: { uid: PEOPLE[r.who]!.uid, name: r.who } }, serverTimestamp());
}
const withUndo = (entry: Awaited<ReturnType<typeof genuineEntry>>, undo: Record<string, unknown>) => ({
  ...entry,
  undo: { ...entry.undo, ...undo },
});

/** The writes of removeMember's batch (as removal-service commits them), with `entry` beside them. */
function removeWith(r: Removal, entry: object | null, id: string) {
  const db = dbOf(r.who);
  const batch = writeBatch(db);
  if (r.deleteRecord) batch.delete(doc(db, `Users/${r.userKey}`));
  else
    batch.update(doc(db, `Users/${r.userKey}`), {
      [`Organisations.${ORG}`]: deleteField(),
      membershipUpdatedIn: ORG,
      updatedAt: serverTimestamp(),
    });
  batch.delete(doc(db, `Organisations/${ORG}/members/${r.userKey}`));
  for (const code of r.deletes) {
    batch.delete(doc(db, `accessCodes/${code}`));
    batch.delete(doc(db, `Organisations/${ORG}/generatedCodes/${code}`));
  }
  for (const g of r.groups)
    batch.update(doc(db, `groups/${g}`), { memberIds: arrayRemove(r.userKey), updatedAt: serverTimestamp() });
  if (entry) batch.set(doc(db, `history/${id}`), entry);
  return batch.commit();
}
const idOf = (what: string) => `removal-${what.replace(/[^a-z0-9]+/gi, '-')}`;

describe('a member removal and its undo payload', () => {
  it.each([
    ['an organisation admin', 'orgAdmin'],
    ['a moderator', 'moderator'],
    ['a super admin', 'superAdmin'],
  ] as const)('%s removing a member, the record deleted, logs the genuine payload', async (what, who) => {
    const r = pupilRemoval({ who });
    await expectRule(removeWith(r, await genuineEntry(r), idOf(`real ${what}`)), true);
  });

  it('a member who stays in another organisation only leaves: the payload holds their entry, not the record', async () => {
    const r = pupilRemoval({ userKey: TWO_ORGS, deleteRecord: false, deletes: [], groups: [] });
    await expectRule(removeWith(r, await genuineEntry(r), idOf('real left')), true);
  });

  it('a removal deleting more codes than an undo can check logs only why it cannot be undone', async () => {
    const r = pupilRemoval({ deletes: [CODE, SECOND_CODE] });
    const entry = await genuineEntry(r);
    expect(entry.undo).toEqual({ unavailable: 'too-many-codes' });
    await expectRule(removeWith(r, entry, idOf('too many')), true);
  });

  it.each([
    ['a made-up reason', { unavailable: 'because' }],
    ['a reason beside a payload', { unavailable: 'unverified', userKey: PUPIL }],
  ])('an entry without a payload giving %s is denied', async (what, undo) => {
    const r = pupilRemoval();
    await expectRule(removeWith(r, { ...(await genuineEntry(r)), undo }, idOf(what)), false);
  });

  it('the genuine payload without the removal in the same write is denied', async () => {
    const entry = await genuineEntry(pupilRemoval());
    await expectRule(setDoc(doc(dbOf('orgAdmin'), 'history/removal-alone'), entry), false);
  });

  it('a payload naming a code the write does not delete is denied', async () => {
    const r = pupilRemoval({ deletes: [] });
    await expectRule(removeWith(r, await genuineEntry(r, [CODE]), idOf('code kept')), false);
  });

  it('a payload naming someone else’s code, deleted in the same write, is denied', async () => {
    const r = pupilRemoval({ deletes: [OTHER_CODE] });
    await expectRule(removeWith(r, await genuineEntry(r), idOf('not theirs')), false);
  });

  it('a payload naming two codes of theirs, both deleted, is denied (more than the rules can check)', async () => {
    const r = pupilRemoval({ deletes: [CODE, SECOND_CODE] });
    const entry = await genuineEntry(r, [CODE]);
    const second: RemovedCode = {
      code: SECOND_CODE,
      accessCode: await stored(`accessCodes/${SECOND_CODE}`),
      listing: null,
    };
    const codes = [...(entry.undo as { codes: RemovedCode[] }).codes, second];
    await expectRule(removeWith(r, withUndo(entry, { codes }), idOf('two codes')), false);
  });

  it.each([
    [
      'roles the member did not have',
      (e: Record<string, unknown>) => ({ ...e, roles: ['organisationAdmin'] }),
    ],
    ['a group they were not in', (e: Record<string, unknown>) => ({ ...e, groupIds: [GROUP, 'g-staff'] })],
  ])('a payload whose membership gives %s is denied', async (what, change) => {
    const r = pupilRemoval();
    const entry = await genuineEntry(r);
    const undo = entry.undo as { membership: Record<string, unknown>; record: Record<string, unknown> };
    const membership = change(undo.membership);
    const record = { ...undo.record, Organisations: { [ORG]: membership } };
    await expectRule(removeWith(r, withUndo(entry, { membership, record }), idOf(what)), false);
  });

  it.each([
    ['a record with project admin access added', { projectAdminAccess: ['p-private'] }],
    ['a record with another address', { email: 'attacker@example.test' }],
  ])('a payload holding %s is denied', async (what, extra) => {
    const r = pupilRemoval();
    const entry = await genuineEntry(r);
    const record = { ...(entry.undo as { record: object }).record, ...extra };
    await expectRule(removeWith(r, withUndo(entry, { record }), idOf(what)), false);
  });

  it('a payload whose mirror entry gives a role the member did not have is denied', async () => {
    const r = pupilRemoval();
    const entry = await genuineEntry(r);
    const mirror = { ...(entry.undo as { mirror: object }).mirror, roles: ['moderator'] };
    await expectRule(removeWith(r, withUndo(entry, { mirror }), idOf('mirror role')), false);
  });

  it('a payload naming a group their entry did not name is denied', async () => {
    const r = pupilRemoval();
    const entry = await genuineEntry(r);
    await expectRule(removeWith(r, withUndo(entry, { groupIds: ['g-elsewhere'] }), idOf('group')), false);
  });

  it('a payload saying the person only left, when the write deletes their record, is denied', async () => {
    const r = pupilRemoval();
    await expectRule(
      removeWith(r, withUndo(await genuineEntry(r), { record: null }), idOf('claims left')),
      false,
    );
  });

  it('a payload about another person than the entry’s target is denied', async () => {
    const r = pupilRemoval();
    const entry = await genuineEntry(r);
    const forged = { ...entry, target: { ...entry.target, id: TWO_ORGS } };
    await expectRule(removeWith(r, forged, idOf('other target')), false);
  });

  it('the entry logged in another organisation is denied', async () => {
    const r = pupilRemoval();
    const entry = { ...(await genuineEntry(r)), organisationId: OTHER_ORG };
    await expectRule(removeWith(r, entry, idOf('other org')), false);
  });

  it('the other organisation’s membership of a member in two, logged as this one’s, is denied', async () => {
    const r = pupilRemoval({ userKey: TWO_ORGS, deleteRecord: false, deletes: [], groups: [] });
    const entry = await genuineEntry(r);
    const theirs = (await stored(`Users/${TWO_ORGS}`))!.Organisations as Record<string, unknown>;
    await expectRule(removeWith(r, withUndo(entry, { membership: theirs[OTHER_ORG] }), idOf('org2')), false);
  });

  it('the admin of another organisation logs nothing about this one’s member', async () => {
    const entry = await genuineEntry(pupilRemoval({ who: 'otherOrgAdmin' }));
    await expectRule(setDoc(doc(dbOf('otherOrgAdmin'), 'history/removal-org2-admin'), entry), false);
  });

  it('a stranger with a fresh account logs no removal, genuine payload or not', async () => {
    const fresh = env.authenticatedContext('fresh-account').firestore() as unknown as Firestore;
    const built = await genuineEntry(pupilRemoval());
    const entry = { ...built, actorUid: 'fresh-account', actorName: 'Fresh' };
    await expectRule(setDoc(doc(fresh, 'history/removal-fresh'), entry), false);
  });

  it('a moderator may not remove (nor log the removal of) a facilitator; an admin may', async () => {
    await seedDocs(env, {
      [`Users/${PUPIL}`]: {
        ...(await stored(`Users/${PUPIL}`)),
        Organisations: {
          [ORG]: entryOf(PUPIL, ORG, { roles: ['facilitator'], accessCode: CODE, groupIds: [GROUP] }),
        },
      },
      [`Organisations/${ORG}/members/${PUPIL}`]: entryOf(PUPIL, ORG, {
        roles: ['facilitator'],
        accessCode: CODE,
        groupIds: [GROUP],
      }),
    });
    const byModerator = pupilRemoval({ who: 'moderator' });
    await expectRule(
      removeWith(byModerator, await genuineEntry(byModerator), idOf('mod facilitator')),
      false,
    );
    const byAdmin = pupilRemoval();
    await expectRule(removeWith(byAdmin, await genuineEntry(byAdmin), idOf('admin facilitator')), true);
  });
});

describe('staff read the record of a member they may remove, and no other', () => {
  it.each([
    ['a moderator, a member of their organisation alone', 'moderator', PUPIL, true],
    ['an organisation admin, a member of their organisation alone', 'orgAdmin', PUPIL, true],
    ['a moderator, a member who is in another organisation too', 'moderator', TWO_ORGS, false],
    ['an organisation admin, a member who is in another organisation too', 'orgAdmin', TWO_ORGS, false],
    ['the admin of another organisation', 'otherOrgAdmin', PUPIL, false],
    ['a moderator, an organisation admin', 'moderator', PEOPLE.orgAdmin.uid, false],
    ['an organisation admin, a project admin', 'orgAdmin', PEOPLE.projectAdmin.uid, false],
    ['a member, another member', 'member', PUPIL, false],
  ] as const)('%s: allowed %s', async (_what, who, uid, ok) => {
    await expectRule(getDoc(doc(dbOf(who), `Users/${uid}`)), ok);
  });

  it('once the record is gone, nothing more is told than that it is missing', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      deleteDoc(doc(ctx.firestore() as unknown as Firestore, `Users/${PUPIL}`)),
    );
    await expectRule(getDoc(doc(dbOf('moderator'), `Users/${PUPIL}`)), true);
  });
});
