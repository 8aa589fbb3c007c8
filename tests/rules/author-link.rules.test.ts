import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, EVERYONE, seedRolePeople, type Who } from '../support/roles';

/**
 * Authors/{key}.userKey, the account a profile is linked to: only a super admin sets, changes or removes it (as
 * approving a claim does). A project admin curates profiles and may edit a linked one, keeping the link as it is.
 * Every refusal of a project admin is paired with the same change by a super admin, which succeeds.
 */
let env: RulesTestEnvironment;
const CURATORS: Who[] = ['projectAdmin', 'superAdmin'];
const linked = DEMO_ACCOUNTS.author.uid;
const someoneElse = DEMO_ACCOUNTS.member.uid;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    'Authors/plain': { name: 'Plain', tags: { authorTags: [] }, projectKeys: [] },
    'Authors/linked': { name: 'Linked', userKey: linked, tags: { authorTags: [] }, projectKeys: [] },
  });
});

const fs = (who: Who) => as(env, who).firestore();

describe('linking a profile to an account', () => {
  it.each(EVERYONE)('%s links an unlinked profile only as a super admin', async (who) => {
    await expectRule(
      updateDoc(doc(fs(who), 'Authors/plain'), { userKey: someoneElse }),
      who === 'superAdmin',
    );
  });

  it.each(EVERYONE)('%s moves a linked profile to another account only as a super admin', async (who) => {
    await expectRule(
      updateDoc(doc(fs(who), 'Authors/linked'), { userKey: someoneElse }),
      who === 'superAdmin',
    );
  });

  it.each(EVERYONE)('%s unlinks a profile only as a super admin', async (who) => {
    await expectRule(
      updateDoc(doc(fs(who), 'Authors/linked'), { userKey: deleteField() }),
      who === 'superAdmin',
    );
  });

  it.each(EVERYONE)('%s creates a profile already linked only as a super admin', async (who) => {
    await expectRule(
      setDoc(doc(fs(who), 'Authors/new-linked'), { name: 'New', userKey: someoneElse }),
      who === 'superAdmin',
    );
  });
});

describe('editing a linked profile', () => {
  it.each(EVERYONE)('%s edits a linked profile, keeping its link, as a curator', async (who) => {
    await expectRule(
      updateDoc(doc(fs(who), 'Authors/linked'), { bio: 'Oral historian of the harbour' }),
      CURATORS.includes(who),
    );
  });

  it('a project admin writing the whole profile back with the same link is allowed', async () => {
    await assertSucceeds(
      setDoc(doc(fs('projectAdmin'), 'Authors/linked'), {
        name: 'Linked again',
        userKey: linked,
        tags: { authorTags: [] },
        projectKeys: [],
      }),
    );
  });
});
