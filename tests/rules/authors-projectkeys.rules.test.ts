import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, EVERYONE, seedRolePeople, type Who } from '../support/roles';

/**
 * Authors/{key}.projectKeys, the denormalised list behind per-project author counts: curators (super admins and
 * project admins) write it, nobody else does, and it is a list of at most 1000 projects. Every refusal is
 * paired with a write that succeeds, so a rule that refuses everything cannot pass.
 */
let env: RulesTestEnvironment;
const CURATORS: Who[] = ['projectAdmin', 'superAdmin'];
const keys = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    'Authors/a1': { name: 'Arthur', tags: { authorTags: [] }, projectKeys: ['p-public'] },
  });
});

const fs = (who: Who) => as(env, who).firestore();

describe('who may write projectKeys', () => {
  it.each(EVERYONE)('%s sets projectKeys on an existing profile only as curator', async (who) => {
    const write = updateDoc(doc(fs(who), 'Authors/a1'), { projectKeys: ['p-public', 'p-private'] });
    await expectRule(write, CURATORS.includes(who));
  });

  it.each(EVERYONE)('%s creates a profile with projectKeys only as curator', async (who) => {
    const write = setDoc(doc(fs(who), 'Authors/a-new'), { name: 'New', projectKeys: ['p-public'] });
    await expectRule(write, CURATORS.includes(who));
  });

  it('a moderator without projectAdminAccess is refused; a project admin doing the same is allowed', async () => {
    await assertFails(updateDoc(doc(fs('moderator'), 'Authors/a1'), { projectKeys: [] }));
    await assertSucceeds(updateDoc(doc(fs('projectAdmin'), 'Authors/a1'), { projectKeys: [] }));
  });

  it('a member and anonymous are refused; a super admin doing the same is allowed', async () => {
    await assertFails(updateDoc(doc(fs('member'), 'Authors/a1'), { projectKeys: ['p-x'] }));
    await assertFails(updateDoc(doc(fs('anonymous'), 'Authors/a1'), { projectKeys: ['p-x'] }));
    await assertSucceeds(updateDoc(doc(fs('superAdmin'), 'Authors/a1'), { projectKeys: ['p-x'] }));
  });
});

describe('what projectKeys may hold', () => {
  it.each(CURATORS)('%s: a list of up to 1000 projects, empty included, is accepted', async (who) => {
    await assertSucceeds(updateDoc(doc(fs(who), 'Authors/a1'), { projectKeys: [] }));
    await assertSucceeds(updateDoc(doc(fs(who), 'Authors/a1'), { projectKeys: keys(1000) }));
    await assertSucceeds(setDoc(doc(fs(who), 'Authors/a2'), { name: 'B', projectKeys: keys(1000) }));
  });

  it.each(CURATORS)('%s: a list of 1001 projects is refused (1000 allowed as control)', async (who) => {
    await assertFails(updateDoc(doc(fs(who), 'Authors/a1'), { projectKeys: keys(1001) }));
    await assertFails(setDoc(doc(fs(who), 'Authors/a2'), { name: 'B', projectKeys: keys(1001) }));
    await assertSucceeds(updateDoc(doc(fs(who), 'Authors/a1'), { projectKeys: keys(1000) }));
  });

  it.each([
    ['a string', 'p-public'],
    ['a map', { 'p-public': true }],
    ['a number', 3],
    ['a boolean', true],
    ['null', null],
  ])('projectKeys as %s is refused; as a list it is allowed', async (_what, value) => {
    const db = fs('superAdmin');
    await assertFails(updateDoc(doc(db, 'Authors/a1'), { projectKeys: value }));
    await assertFails(setDoc(doc(db, 'Authors/a2'), { name: 'B', projectKeys: value }));
    await assertSucceeds(updateDoc(doc(db, 'Authors/a1'), { projectKeys: ['p-public'] }));
  });

  it('other author fields are still checked beside projectKeys', async () => {
    const db = fs('superAdmin');
    await assertFails(updateDoc(doc(db, 'Authors/a1'), { projectKeys: ['p'], nickname: 'x' }));
    await assertSucceeds(updateDoc(doc(db, 'Authors/a1'), { projectKeys: ['p'], bio: 'x' }));
  });
});
