import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dripCampaignRecord, dripEnrollmentRecord, type DripStep } from '@storytelling/shared/drip';
import { everyTypeDraft } from '../../scripts/seed/feedback';
import { formDocument } from '../../src/features/feedback/builder';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * Drip campaigns and their enrolments: the organisation's admins and moderators (and super admins) manage the
 * campaigns and read the enrolments; only the server writes enrolments; everyone else nothing. Bad writes are
 * refused whoever makes them.
 */
let env: RulesTestEnvironment;
const NOW = new Date('2026-11-20T10:00:00Z');
const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];

const step = (id: string, over: Partial<DripStep> = {}): DripStep => ({
  id,
  subject: `Hello ${id}`,
  bodyHtml: '<p>Welcome</p>',
  delayAmount: 1,
  delayUnit: 'days',
  sendingHours: { start: '09:00', end: '17:00' },
  ...over,
});
const stored = (orgId = ORG) =>
  dripCampaignRecord({
    organisationId: orgId,
    name: 'Welcome',
    state: 'active',
    trigger: { type: 'listJoined', listId: orgId === ORG ? 'list1' : 'list2' },
    steps: [step('s1', { delayAmount: 0 }), step('s2'), step('s3')],
    now: NOW,
  });
/** What the app's editor writes for a new draft: the builder's document with the server's time. */
const draft = (over: Record<string, unknown> = {}) => ({
  ...dripCampaignRecord({
    organisationId: ORG,
    name: 'New series',
    trigger: { type: 'listJoined', listId: 'list1' },
    steps: [step('a')],
    now: NOW,
  }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...over,
});
/** A published feedback form of `organisationId`, as the form builder saves it. */
const form = (organisationId: string) =>
  formDocument(everyTypeDraft(), {
    organisationId,
    ownerId: PEOPLE.orgAdmin.uid,
    status: 'published',
    at: NOW,
  });
const enrolment = dripEnrollmentRecord({
  organisationId: ORG,
  campaignId: 'c1',
  email: 'pat@example.test',
  source: 'trigger',
  startAt: NOW,
  now: NOW,
});

async function reset() {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    'subscriberLists/list1': { organisationId: ORG, name: 'Walks' },
    'subscriberLists/list2': { organisationId: OTHER_ORG, name: 'Theirs' },
    'feedbackForms/form1': form(ORG),
    'feedbackForms/form2': form(OTHER_ORG),
    'dripCampaigns/c1': { ...stored() },
    'dripCampaigns/c2': { ...stored(OTHER_ORG) },
    [`dripEnrollments/${enrolment.id}`]: { ...enrolment.doc },
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  await reset();
});
afterAll(() => env.cleanup());

const campaigns = (db: Firestore) => collection(db, 'dripCampaigns');
const enrolments = (db: Firestore) => collection(db, 'dripEnrollments');

describe('dripCampaigns: role by operation', () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: STAFF, update: STAFF, delete: STAFF },
    {
      get: (db) => getDoc(doc(campaigns(db), 'c1')),
      list: (db) => getDocs(query(campaigns(db), where('organisationId', '==', ORG))),
      create: (db) => setDoc(doc(campaigns(db), 'new1'), draft()),
      update: (db) => updateDoc(doc(campaigns(db), 'c1'), { name: 'Renamed', updatedAt: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(campaigns(db), 'c1')),
    },
    reset,
  );
});

describe('dripEnrollments: role by operation (only the server writes)', () => {
  const fresh = dripEnrollmentRecord({
    organisationId: ORG,
    campaignId: 'c1',
    email: 'new@example.test',
    source: 'manual',
    startAt: NOW,
    now: NOW,
  });
  roleMatrix(
    () => env,
    { get: STAFF, list: STAFF, create: [], update: [], delete: [] },
    {
      get: (db) => getDoc(doc(enrolments(db), enrolment.id)),
      list: (db) => getDocs(query(enrolments(db), where('organisationId', '==', ORG))),
      create: (db) => setDoc(doc(enrolments(db), fresh.id), fresh.doc),
      update: (db) => updateDoc(doc(enrolments(db), enrolment.id), { status: 'exited' }),
      delete: (db) => deleteDoc(doc(enrolments(db), enrolment.id)),
    },
    reset,
  );
});

describe('the other organisation and the bad writes', () => {
  it('staff of another organisation neither read nor change nor take over its campaigns', async () => {
    await reset();
    const db = as(env, 'otherOrgAdmin').firestore() as unknown as Firestore;
    await expectRule(getDoc(doc(campaigns(db), 'c1')), false);
    await expectRule(getDocs(query(campaigns(db), where('organisationId', '==', ORG))), false);
    await expectRule(getDocs(query(enrolments(db), where('organisationId', '==', ORG))), false);
    await expectRule(
      updateDoc(doc(campaigns(db), 'c1'), { name: 'Mine', updatedAt: serverTimestamp() }),
      false,
    );
    await expectRule(setDoc(doc(campaigns(db), 'x'), draft()), false);
    // Its own campaign, moved into org1, is refused too.
    await expectRule(
      updateDoc(doc(campaigns(db), 'c2'), { organisationId: ORG, updatedAt: serverTimestamp() }),
      false,
    );
    await expectRule(getDoc(doc(campaigns(db), 'c2')), true);
  });

  it('refuses malformed campaigns even from an organisation admin', async () => {
    await reset();
    const db = as(env, 'orgAdmin').firestore() as unknown as Firestore;
    const bad: [string, Record<string, unknown>][] = [
      ['extra field', { extra: true }],
      ['missing exit choices', { exitOn: { paused: true } }],
      ['name too long', { name: 'x'.repeat(121) }],
      ['empty name', { name: '' }],
      ['unknown state', { state: 'sending' }],
      ['wrong organisation', { organisationId: OTHER_ORG }],
      ['another organisation’s list', { trigger: { type: 'listJoined', listId: 'list2' } }],
      ['a list that does not exist', { trigger: { type: 'listJoined', listId: 'nope' } }],
      ['another organisation’s form', { trigger: { type: 'feedbackSubmitted', formId: 'form2' } }],
      ['a form that does not exist', { trigger: { type: 'feedbackSubmitted', formId: 'nope' } }],
      ['unknown trigger', { trigger: { type: 'visitedSite' } }],
      ['steps not a list', { steps: 'x' }],
      ['six steps', { steps: Array.from({ length: 6 }, (_, i) => step(`s${i}`)) }],
      ['step with an extra field', { steps: [{ ...step('a'), html: '<script>' }] }],
      ['body too long', { steps: [step('a', { bodyHtml: 'x'.repeat(20_001) })] }],
      ['subject too long', { steps: [step('a', { subject: 'x'.repeat(201) })] }],
      [
        'sending hours with an extra field',
        { steps: [step('a', { sendingHours: { start: '09:00', end: '17:00', tz: 'x' } as never })] },
      ],
      [
        'window ends before it starts',
        { steps: [step('a', { sendingHours: { start: '17:00', end: '09:00' } })] },
      ],
      ['bad hour', { steps: [step('a', { sendingHours: { start: '9am', end: '17:00' } })] }],
      ['delay as text', { steps: [step('a', { delayAmount: '1' as unknown as number })] }],
      ['negative delay', { steps: [step('a', { delayAmount: -1 })] }],
      ['unknown delay unit', { steps: [step('a', { delayUnit: 'weeks' as never })] }],
      [
        'the fifth step bad',
        { steps: [...Array.from({ length: 4 }, (_, i) => step(`s${i}`)), step('x'.repeat(41))] },
      ],
      ['client time for createdAt', { createdAt: NOW }],
      ['active without its activation time', { state: 'active', activatedAt: null }],
      ['activation in the past', { state: 'active', activatedAt: new Date('2020-01-01') }],
    ];
    for (const [why, over] of bad)
      await expectRule(setDoc(doc(campaigns(db), `bad-${why.length}`), draft(over)), false).catch((e) => {
        throw new Error(`${why}: ${String(e)}`);
      });
    // The same document without the fault is accepted (so each refusal above is about its fault).
    await expectRule(setDoc(doc(campaigns(db), 'good'), draft()), true);
    await expectRule(
      setDoc(
        doc(campaigns(db), 'good-form'),
        draft({ trigger: { type: 'feedbackSubmitted', formId: 'form1' } }),
      ),
      true,
    );
    await expectRule(
      setDoc(doc(campaigns(db), 'good-active'), draft({ state: 'active', activatedAt: serverTimestamp() })),
      true,
    );
    await expectRule(
      setDoc(
        doc(campaigns(db), 'minutes'),
        draft({ steps: [step('a', { delayAmount: 30, delayUnit: 'minutes' })] }),
      ),
      true,
    );
    await expectRule(
      setDoc(
        doc(campaigns(db), 'five'),
        draft({ steps: Array.from({ length: 5 }, (_, i) => step(`s${i}`)) }),
      ),
      true,
    );
  });

  it('an update keeps the organisation, the creation time and the activation, and sets activation on resume', async () => {
    await reset();
    const db = as(env, 'moderator').firestore() as unknown as Firestore;
    const ref = doc(campaigns(db), 'c1');
    await expectRule(
      updateDoc(ref, { createdAt: new Date('2026-01-01'), updatedAt: serverTimestamp() }),
      false,
    );
    await expectRule(updateDoc(ref, { activatedAt: serverTimestamp(), updatedAt: serverTimestamp() }), false);
    await expectRule(updateDoc(ref, { name: 'No time' }), false);
    await expectRule(updateDoc(ref, { state: 'paused', updatedAt: serverTimestamp() }), true);
    await expectRule(updateDoc(ref, { state: 'active', updatedAt: serverTimestamp() }), false);
    await expectRule(
      updateDoc(ref, { state: 'active', activatedAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      true,
    );
  });
});
