import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, ORG, seedRolePeople, type Who } from '../support/roles';
import { assertSucceeds, rulesEnvironment } from '../support/rules';

/**
 * The two forms of access-code id the rules accept: 8 characters (generated and anonymous
 * codes, upper case) and the full generated id of an e-mailed code (a 20-character Firestore auto-id).
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

const DENIED = { code: 'permission-denied' };
const dbOf = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);
// The fields createAccessCode writes for a personal code (service.ts codeFields).
const emailed = (id: string) => ({
  code: id,
  organisationId: ORG,
  role: 'member',
  email: 'invited@example.test',
  isActive: true,
  isAnonymous: false,
  createdAt: serverTimestamp(),
  expiresAt: inDays(7),
});
const create = (id: string) => setDoc(doc(dbOf('orgAdmin'), `accessCodes/${id}`), emailed(id));

describe('accessCodes: the id forms staff may create', () => {
  it.each(['ABCD2345', 'aB3dE5fG7hJ9kL1mN2pQ', 'ZZZZZZZZZZZZZZZZZZZZ'])('allows %j', async (id) => {
    await assertSucceeds(create(id));
  });

  it.each([
    ['a lower-case 8-character code', 'abcd2345'],
    ['7 characters', 'ABCD234'],
    ['9 characters', 'ABCD23456'],
    ['19 characters', 'aB3dE5fG7hJ9kL1mN2p'],
    ['21 characters', 'aB3dE5fG7hJ9kL1mN2pQr'],
    ['a 20-character id with a symbol', 'aB3dE5fG7h-9kL1mN2pQ'],
    ['a 20-character id with an underscore', 'aB3dE5fG7h_9kL1mN2pQ'],
  ])('refuses %s', async (_what, id) => {
    await expect(create(id)).rejects.toMatchObject(DENIED);
  });
});
