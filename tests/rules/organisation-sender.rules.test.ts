import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  as,
  EVERYONE,
  openOrganisation,
  ORG,
  OTHER_ORG,
  PEOPLE,
  seedRolePeople,
  type Who,
} from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * The sender identity in an organisation's settings (`settings.senderName`, `replyTo`, `postalAddress`): only the
 * organisation's admins and super admins set it, and the rules refuse values that would break a mail header
 * whoever writes them. Everyone may read it, as everyone may read the organisation: it is what the
 * organisation's marketing mail shows every recipient anyway.
 */
let env: RulesTestEnvironment;
const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const base = openOrganisation('Org One', PEOPLE.orgAdmin.uid);
const sender = {
  senderName: 'Riverside School',
  replyTo: 'office@riverside.example',
  postalAddress: '1 River Lane\nRiverton RV1 2AB',
};
const setSettings = (who: Who, settings: Record<string, unknown>, orgId = ORG) =>
  updateDoc(doc(dbOf(who), `Organisations/${orgId}`), {
    settings: { ...base.settings, ...settings },
    updatedAt: serverTimestamp(),
  });

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
beforeEach(() =>
  seedDocs(env, {
    [`Organisations/${ORG}`]: base,
    [`Organisations/${OTHER_ORG}`]: openOrganisation('Org Two', PEOPLE.otherOrgAdmin.uid),
  }),
);
afterAll(() => env.cleanup());

const MAY_SET: Who[] = ['orgAdmin', 'superAdmin'];

describe('who may set the sender identity', () => {
  it.each(EVERYONE.map((who) => [who, MAY_SET.includes(who)] as const))(
    'setting it by %s allowed: %s',
    async (who, allowed) => expectRule(setSettings(who, sender), allowed),
  );

  it.each(EVERYONE.map((who) => [who, MAY_SET.includes(who)] as const))(
    'clearing one field (the Reply-To) by %s allowed: %s',
    async (who, allowed) => {
      await seedDocs(env, {
        [`Organisations/${ORG}`]: { ...base, settings: { ...base.settings, ...sender } },
      });
      const { replyTo: _gone, ...rest } = sender;
      await expectRule(setSettings(who, rest), allowed);
    },
  );

  it.each(EVERYONE)('reading it by %s is allowed (the organisation is public)', async (who) => {
    await seedDocs(env, { [`Organisations/${ORG}`]: { ...base, settings: { ...base.settings, ...sender } } });
    await expectRule(getDoc(doc(dbOf(who), `Organisations/${ORG}`)), true);
  });

  it('an admin of another organisation is refused on this one and allowed on their own', async () => {
    await expectRule(setSettings('otherOrgAdmin', sender, ORG), false);
    await expectRule(setSettings('otherOrgAdmin', sender, OTHER_ORG), true);
  });

  it('registering an organisation cannot bring a sender identity (registration writes the defaults only)', async () => {
    const db = dbOf('outsider');
    const batch = writeBatch(db);
    batch.set(doc(db, 'Organisations/reg-sender'), {
      ...base,
      adminId: 'outsider',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      settings: { allowAnonymousMembers: false, requireApproval: true, ...sender },
    });
    batch.update(doc(db, 'Users/outsider'), {
      'Organisations.reg-sender': {
        userKey: 'outsider',
        organisationId: 'reg-sender',
        roles: ['organisationAdmin'],
      },
      membershipUpdatedIn: 'reg-sender',
    });
    await expectRule(batch.commit(), false);
  });
});

describe('what the rules refuse from anyone, a super admin too', () => {
  it.each([
    ['a line break in the name', { senderName: 'Riverside\r\nBcc: victim@example.org' }],
    ['a quote in the name', { senderName: 'Riverside "School"' }],
    ['angle brackets in the name', { senderName: 'Riverside <evil@example.org>' }],
    ['a backslash in the name', { senderName: 'Riverside\\' }],
    ['a name over 100 characters', { senderName: 'x'.repeat(101) }],
    ['a name that is not text', { senderName: 42 }],
    ['a Reply-To that is not an address', { replyTo: 'office' }],
    ['two Reply-To addresses', { replyTo: 'a@x.example,b@x.example' }],
    ['a Reply-To with a display name', { replyTo: '"A" <a@x.example>' }],
    ['a Reply-To with a line break', { replyTo: 'a@x.example\nBcc: v@example.org' }],
    ['a postal address over 300 characters', { postalAddress: 'x'.repeat(301) }],
    ['another settings field', { senderAddress: 'me@evil.example' }],
  ])('%s', async (_what, settings) => {
    for (const who of MAY_SET) await expectRule(setSettings(who, settings), false);
  });

  it.each([
    ['an accented name with an apostrophe', { senderName: 'École Sainte-Marie’s & Friends' }],
    ['empty values', { senderName: '', replyTo: '', postalAddress: '' }],
    ['a postal address of several lines', { postalAddress: 'a\nb\nc\nd\ne\nf' }],
  ])('allows %s', async (_what, settings) => expectRule(setSettings('orgAdmin', settings), true));
});
