import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment } from '../support/rules';
import { as, EVERYONE, PEOPLE, seedRolePeople } from '../support/roles';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

describe('SuperAdmins/ids', () => {
  it.each(EVERYONE.map((who) => [who, who !== 'anonymous'] as const))(
    '%s can read it: %s',
    async (who, allowed) => {
      const read = getDoc(doc(as(env, who).firestore(), 'SuperAdmins/ids'));
      await expectRule(read, allowed);
    },
  );

  it.each(EVERYONE)('%s cannot write it', async (who) => {
    await assertFails(setDoc(doc(as(env, who).firestore(), 'SuperAdmins/ids'), { userKeys: ['x'] }));
  });
});

describe('Users: reading one record', () => {
  it('a member reads their own record', async () => {
    await assertSucceeds(getDoc(doc(as(env, 'member').firestore(), `Users/${PEOPLE.member.uid}`)));
  });
  it('an outsider cannot read a member record', async () => {
    await assertFails(getDoc(doc(as(env, 'outsider').firestore(), `Users/${PEOPLE.member.uid}`)));
  });
  it('anonymous cannot read a record', async () => {
    await assertFails(getDoc(doc(as(env, 'anonymous').firestore(), `Users/${PEOPLE.member.uid}`)));
  });
});
