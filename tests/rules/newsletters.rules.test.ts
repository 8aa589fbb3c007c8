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
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { campaignRecord } from '@storytelling/shared/newsletters';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { assertFails, assertSucceeds, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * campaigns: an organisation's admins and moderators and super admins read its campaigns and write
 * drafts; a state, a schedule, a message or a figure is never a client's to set (newsletterAction does that);
 * facilitators, members, other organisations, outsiders and the signed-out nothing.
 */
let env: RulesTestEnvironment;
const at = new Date('2026-11-20T10:00:00Z');
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';
const fs = (who: Who) => as(env, who).firestore();

/** A stored campaign as the app writes it (campaignRecord), with any server fields over it. */
const stored = (over: Record<string, unknown> = {}) => ({
  ...campaignRecord({
    organisationId: ORG,
    subject: 'Autumn walks',
    preheader: 'Three new routes',
    html: '<p>Hello</p>',
    lists: ['list-a'],
    createdBy: PEOPLE.orgAdmin.uid,
    now: at,
  }),
  ...over,
});
/** A new draft as the compose form writes it: the builder, with the server's time. */
const fresh = (who: Who, over: Record<string, unknown> = {}) => ({
  ...campaignRecord({
    organisationId: ORG,
    subject: 'New draft',
    html: '<p>Hi</p>',
    lists: ['list-a'],
    createdBy: uidOf(who),
    now: at,
  }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...over,
});

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  await seedDocs(env, {
    'campaigns/draft': stored(),
    'campaigns/sent': stored({ state: 'sent', total: 10, sent: 9, failed: 1, messageId: 'campaign-sent' }),
    'campaigns/sending': stored({ state: 'sending', total: 10, sent: 3, messageId: 'campaign-sending' }),
    'campaigns/other': stored({ organisationId: OTHER_ORG }),
  });
});
afterAll(() => env.cleanup());

const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];

describe('campaigns: role by operation', () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    {
      get: (db) => getDoc(doc(db, 'campaigns/draft')),
      list: (db) =>
        getDocs(query(collection(db, 'campaigns'), where('organisationId', '==', ORG), limit(20))),
      create: (db, who) => setDoc(doc(db, `campaigns/new-${who}`), fresh(who)),
      update: (db) =>
        updateDoc(doc(db, 'campaigns/draft'), { subject: 'Edited', updatedAt: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'campaigns/draft')),
    },
    async () => {
      await seedDocs(env, { 'campaigns/draft': stored() });
    },
  );
});

describe('campaigns: what clients may not do', () => {
  it('the other organisation’s admin sees and changes nothing of org1, and org1’s admin nothing of org2', async () => {
    await assertFails(getDoc(doc(fs('otherOrgAdmin'), 'campaigns/draft')));
    await assertFails(
      getDocs(query(collection(fs('otherOrgAdmin'), 'campaigns'), where('organisationId', '==', ORG))),
    );
    await assertSucceeds(getDoc(doc(fs('otherOrgAdmin'), 'campaigns/other')));
    await assertFails(getDoc(doc(fs('orgAdmin'), 'campaigns/other')));
    await assertFails(
      updateDoc(doc(fs('orgAdmin'), 'campaigns/other'), { subject: 'x', updatedAt: serverTimestamp() }),
    );
    // Listing without naming the organisation is refused to all but super admins.
    await assertFails(getDocs(query(collection(fs('orgAdmin'), 'campaigns'), limit(5))));
    await assertSucceeds(getDocs(query(collection(fs('superAdmin'), 'campaigns'), limit(5))));
  });

  it('a draft cannot be created for another organisation, as someone else, or already sending', async () => {
    const db = fs('orgAdmin');
    await assertFails(setDoc(doc(db, 'campaigns/x1'), fresh('orgAdmin', { organisationId: OTHER_ORG })));
    await assertFails(
      setDoc(doc(db, 'campaigns/x2'), fresh('orgAdmin', { createdBy: PEOPLE.moderator.uid })),
    );
    await assertFails(setDoc(doc(db, 'campaigns/x3'), fresh('orgAdmin', { state: 'sending' })));
    await assertFails(setDoc(doc(db, 'campaigns/x4'), fresh('orgAdmin', { state: 'sent', sent: 100 })));
    await assertFails(setDoc(doc(db, 'campaigns/x5'), fresh('orgAdmin', { sent: 5 })));
    await assertFails(setDoc(doc(db, 'campaigns/x6'), fresh('orgAdmin', { messageId: 'mailMessages-x' })));
    await assertFails(
      setDoc(doc(db, 'campaigns/x7'), fresh('orgAdmin', { scheduledAt: Timestamp.fromDate(at) })),
    );
  });

  it('bad fields are refused: extra, wrong types, too long, too many lists, stale time', async () => {
    const db = fs('orgAdmin');
    await assertSucceeds(setDoc(doc(db, 'campaigns/ok'), fresh('orgAdmin')));
    await assertFails(setDoc(doc(db, 'campaigns/b1'), fresh('orgAdmin', { secret: true })));
    await assertFails(setDoc(doc(db, 'campaigns/b2'), fresh('orgAdmin', { subject: 42 })));
    await assertFails(setDoc(doc(db, 'campaigns/b3'), fresh('orgAdmin', { subject: 'x'.repeat(201) })));
    await assertFails(setDoc(doc(db, 'campaigns/b4'), fresh('orgAdmin', { html: 'x'.repeat(40_001) })));
    await assertFails(setDoc(doc(db, 'campaigns/b5'), fresh('orgAdmin', { lists: 'list-a' })));
    await assertFails(
      setDoc(
        doc(db, 'campaigns/b6'),
        fresh('orgAdmin', { lists: Array.from({ length: 31 }, (_, i) => `l${i}`) }),
      ),
    );
    await assertFails(
      setDoc(doc(db, 'campaigns/b7'), fresh('orgAdmin', { createdAt: Timestamp.fromDate(at) })),
    );
    const { preheader: _p, ...missing } = fresh('orgAdmin');
    await assertFails(setDoc(doc(db, 'campaigns/b8'), missing));
  });

  it('a draft’s content may change; its state, figures, schedule and organisation may not', async () => {
    await seedDocs(env, { 'campaigns/draft': stored() }); // the matrix's last case deleted it
    const db = fs('moderator');
    const ref = doc(db, 'campaigns/draft');
    await assertSucceeds(
      updateDoc(ref, { html: '<p>New</p>', lists: ['list-b'], updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(ref, { state: 'sending', updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(ref, {
        state: 'scheduled',
        scheduledAt: Timestamp.fromDate(at),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(updateDoc(ref, { sent: 1000, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { unsubscribes: 0, total: 5, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { organisationId: OTHER_ORG, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdBy: 'someone', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { subject: 'No time' }));
  });

  it('sending and sent campaigns are the server’s: no edit, no figure, no delete, even by a super admin', async () => {
    for (const who of ['orgAdmin', 'superAdmin'] as const) {
      const db = fs(who);
      await assertFails(
        updateDoc(doc(db, 'campaigns/sent'), { subject: 'Rewrite history', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(doc(db, 'campaigns/sending'), { state: 'paused', updatedAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(doc(db, 'campaigns/sent'), { failed: 0, updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(db, 'campaigns/sent')));
      await assertFails(deleteDoc(doc(db, 'campaigns/sending')));
    }
    await assertSucceeds(getDoc(doc(fs('moderator'), 'campaigns/sent')));
  });
});
