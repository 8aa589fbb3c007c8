import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newDelivery, newMessage } from '../../functions/src/mail/records';
import { DEFAULT_TEMPLATES } from '@storytelling/shared/mail-templates';
import { roleMatrix } from '../support/matrix';
import { as, EVERYONE, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * The mail pipeline's collections: messages, deliveries, suppressions and quotas are the functions' own (no
 * client writes anything); the sender watches their own message; super admins read all and edit templates.
 */
let env: RulesTestEnvironment;
const FAC = PEOPLE.facilitator.uid;
const at = new Date('2026-11-25T10:00:00Z');
const plan = {
  kind: 'participantUpdate' as const,
  recipients: ['p@example.test'],
  variables: { message: 'Hi' },
};
const message = (createdBy: string) =>
  newMessage({ plan, context: { workshopId: 'w1' }, recipients: plan.recipients, createdBy, now: at });
const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  await seedDocs(env, {
    'mailMessages/m-fac': { ...message(FAC) },
    'mailMessages/m-fac/deliveries/d1': { ...newDelivery(plan, 'p@example.test', at) },
    'suppressions/h1': {
      addressHash: 'h1',
      maskedEmail: 'p••@example.test',
      reason: 'unsubscribed',
      createdAt: at,
    },
    [`mailQuotas/${FAC}`]: { windowStart: 0, count: 1 },
  });
});
afterAll(() => env.cleanup());

describe('mailMessages and their deliveries', () => {
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin' || w === 'facilitator'] as const))(
    '%s follows the facilitator’s message and its deliveries: %s',
    async (who, ok) => {
      await expectRule(getDoc(doc(fs(who), 'mailMessages/m-fac')), ok);
      await expectRule(getDoc(doc(fs(who), 'mailMessages/m-fac/deliveries/d1')), ok);
      await expectRule(getDocs(query(collection(fs(who), 'mailMessages/m-fac/deliveries'), limit(10))), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w !== 'anonymous'] as const))(
    '%s lists their own messages (bounded): %s',
    async (who, ok) => {
      const uid = PEOPLE[who]?.uid ?? 'x';
      await expectRule(
        getDocs(query(collection(fs(who), 'mailMessages'), where('createdBy', '==', uid), limit(20))),
        ok,
      );
    },
  );
  it('a sender cannot list without a limit, nor list others’ messages', async () => {
    await assertFails(
      getDocs(query(collection(fs('facilitator'), 'mailMessages'), where('createdBy', '==', FAC))),
    );
    await assertFails(
      getDocs(query(collection(fs('member'), 'mailMessages'), where('createdBy', '==', FAC), limit(5))),
    );
  });
  it.each(EVERYONE)('%s cannot create, change or delete a message or a delivery', async (who) => {
    const db = fs(who);
    await assertFails(setDoc(doc(db, `mailMessages/new-${who}`), message(PEOPLE[who]?.uid ?? 'x')));
    await assertFails(updateDoc(doc(db, 'mailMessages/m-fac'), { sent: 1, status: 'done' }));
    await assertFails(updateDoc(doc(db, 'mailMessages/m-fac/deliveries/d1'), { status: 'queued' }));
    await assertFails(
      setDoc(doc(db, 'mailMessages/m-fac/deliveries/d2'), newDelivery(plan, 'x@example.test', at)),
    );
    await assertFails(deleteDoc(doc(db, 'mailMessages/m-fac')));
  });
});

describe('suppressions and quotas', () => {
  roleMatrix(
    () => env,
    { get: ['superAdmin'], list: ['superAdmin'], create: [], update: [], delete: [] },
    {
      get: (db) => getDoc(doc(db, 'suppressions/h1')),
      list: (db) => getDocs(query(collection(db, 'suppressions'), limit(10))),
      create: (db) => setDoc(doc(db, 'suppressions/h2'), { addressHash: 'h2', reason: 'unsubscribed' }),
      update: (db) => updateDoc(doc(db, 'suppressions/h1'), { reason: 'bounced' }),
      delete: (db) => deleteDoc(doc(db, 'suppressions/h1')),
    },
    async () => {},
  );
  it.each(EVERYONE)('%s cannot read or reset a send quota, not even their own', async (who) => {
    const uid = PEOPLE[who]?.uid ?? FAC;
    await assertFails(getDoc(doc(fs(who), `mailQuotas/${uid}`)));
    await assertFails(setDoc(doc(fs(who), `mailQuotas/${uid}`), { windowStart: 0, count: 0 }));
  });
});

describe('emailTemplates', () => {
  const save = (
    db: Firestore,
    who: Who,
    kind: string,
    version: number,
    over: Record<string, unknown> = {},
  ) => {
    const uid = PEOPLE[who]?.uid ?? 'x';
    const body = { kind, ...DEFAULT_TEMPLATES.cancellation, version };
    const batch = writeBatch(db);
    batch.set(doc(db, `emailTemplates/${kind}`), {
      ...body,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
      ...over,
    });
    batch.set(doc(db, `emailTemplates/${kind}/versions/${version}`), {
      ...body,
      savedAt: serverTimestamp(),
      savedBy: uid,
    });
    return batch.commit();
  };
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    '%s saves a template with its version: %s',
    async (who, ok) => {
      await env.clearFirestore();
      await seedRolePeople(env);
      await expectRule(save(fs(who), who, 'cancellation', 1), ok);
      await expectRule(getDoc(doc(fs(who), 'emailTemplates/cancellation')), ok);
    },
  );
  it('a save must be the next version, written with its numbered copy; versions never change', async () => {
    await env.clearFirestore();
    await seedRolePeople(env);
    const db = fs('superAdmin');
    await assertSucceeds(save(db, 'superAdmin', 'cancellation', 1));
    await assertFails(save(db, 'superAdmin', 'cancellation', 1)); // the same version again
    await assertFails(save(db, 'superAdmin', 'cancellation', 3)); // skips one
    await assertFails(save(db, 'superAdmin', 'cancellation', 2, { updatedBy: FAC })); // someone else's name
    await assertFails(save(db, 'superAdmin', 'cancellation', 2, { subject: '' })); // empty subject
    await assertFails(save(db, 'superAdmin', 'cancellation', 2, { html: 'x'.repeat(40_001) }));
    await assertFails(save(db, 'superAdmin', 'cancellation', 2, { extra: true }));
    await assertFails(save(db, 'superAdmin', 'notAKind', 1));
    await assertFails(
      setDoc(doc(db, 'emailTemplates/cancellation'), {
        kind: 'cancellation',
        ...DEFAULT_TEMPLATES.cancellation,
        version: 2,
        updatedAt: serverTimestamp(),
        updatedBy: PEOPLE.superAdmin.uid,
      }),
    ); // without its version copy
    await assertSucceeds(save(db, 'superAdmin', 'cancellation', 2));
    await assertFails(updateDoc(doc(db, 'emailTemplates/cancellation/versions/1'), { subject: 'rewritten' }));
    await assertFails(deleteDoc(doc(db, 'emailTemplates/cancellation/versions/1')));
    await assertFails(deleteDoc(doc(db, 'emailTemplates/cancellation')));
  });
});
