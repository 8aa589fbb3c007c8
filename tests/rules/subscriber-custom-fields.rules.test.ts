import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { SubscriberFieldsDoc } from '@storytelling/shared/custom-fields';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, seedRolePeople, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * Custom fields: the values on a subscriber (`customFields`) and the organisation's list of them
 * (`subscriberFields/{organisationId}`). Only the organisation's CRM staff read or write either; the bounds of
 * custom-fields.ts hold for every writer.
 */
let env: RulesTestEnvironment;
const now = new Date('2026-11-29T10:00:00Z');
const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];

const record = (email: string, customFields?: Record<string, unknown>, org = ORG) => {
  const r = subscriberRecord({
    organisationId: org,
    email,
    name: 'Pat',
    lists: [],
    status: 'subscribed',
    consent: { source: 'import', at: now, wording: 'Yes please' },
    now,
    ...(customFields ? { customFields: customFields as Record<string, string> } : {}),
  });
  return r;
};
const fieldList = (
  org = ORG,
  fields: Record<string, unknown> = { school: 'School' },
): SubscriberFieldsDoc => ({
  organisationId: org,
  fields: fields as Record<string, string>,
  updatedAt: now,
});
const existing = record('pat@example.test', { school: 'Hill Top' });
const theirs = record('pat@example.test', { school: 'Far Away' }, OTHER_ORG);
const reset = async () => {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    [`subscribers/${existing.id}`]: { ...existing.doc },
    [`subscribers/${theirs.id}`]: { ...theirs.doc },
    [`subscriberFields/${ORG}`]: { ...fieldList() },
    [`subscriberFields/${OTHER_ORG}`]: { ...fieldList(OTHER_ORG) },
  });
};
const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const many = (n: number, value = 'v') =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, value]));

beforeAll(async () => {
  env = await rulesEnvironment();
  await reset();
});
afterAll(() => env.cleanup());

describe("subscriberFields (the organisation's list): role × operation", () => {
  roleMatrix(
    () => env,
    { get: STAFF, list: [], create: STAFF, update: STAFF, delete: [] },
    {
      get: (db) => getDoc(doc(db, 'subscriberFields', ORG)),
      list: (db) => getDocs(collection(db, 'subscriberFields')),
      // a fresh document: the matrix resets after a write that went through
      create: (db) => setDoc(doc(db, 'subscriberFields', ORG), fieldList(ORG, { town: 'Town' })),
      update: (db) =>
        updateDoc(doc(db, 'subscriberFields', ORG), {
          fields: { school: 'School', town: 'Town' },
          updatedAt: new Date(),
        }),
      delete: (db) => deleteDoc(doc(db, 'subscriberFields', ORG)),
    },
    reset,
  );
});

describe('custom fields on a subscriber: who may write them', () => {
  const update = (who: Who, id = existing.id) =>
    updateDoc(doc(fs(who), 'subscribers', id), {
      customFields: { school: 'Riverside' },
      updatedAt: new Date(),
    });
  it.each([
    ['a stranger with a fresh account', 'outsider'],
    ['a member of the organisation', 'member'],
    ['a facilitator of the organisation (a lower role)', 'facilitator'],
    ["another organisation's admin", 'otherOrgAdmin'],
    ['nobody signed in', 'anonymous'],
  ] as const)('%s cannot', async (_what, who) => {
    await reset();
    await expectRule(update(who), false);
  });
  it.each(STAFF)('%s can', async (who) => {
    await reset();
    await expectRule(update(who), true);
  });
  it("an organisation admin cannot write another organisation's records or field list", async () => {
    await reset();
    await expectRule(update('orgAdmin', theirs.id), false);
    await expectRule(
      setDoc(doc(fs('orgAdmin'), 'subscriberFields', OTHER_ORG), fieldList(OTHER_ORG, { x: 'X' })),
      false,
    );
    await expectRule(getDoc(doc(fs('orgAdmin'), 'subscriberFields', OTHER_ORG)), false);
    // nor file their own list under another organisation's id, or another's under theirs
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscriberFields', ORG), fieldList(OTHER_ORG)), false);
  });
  it('a member cannot grant themselves the list by writing it', async () => {
    await reset();
    await expectRule(setDoc(doc(fs('member'), 'subscriberFields', ORG), fieldList()), false);
    await expectRule(getDoc(doc(fs('member'), 'subscriberFields', ORG)), false);
  });
});

describe('the bounds hold, even for an organisation admin', () => {
  const fresh = record('fresh@example.test');
  const withFields = (customFields: unknown) => ({ ...fresh.doc, customFields });
  it.each([
    ['21 fields', many(21)],
    ['a 41-character key', { ['k'.repeat(41)]: 'v' }],
    ['a 501-character value', { school: 'x'.repeat(501) }],
    ['a key that is not a slug', { 'School name': 'v' }],
    ['a key with a hyphen', { 'school-name': 'v' }],
    ['a number as a value', { school: 3 }],
    ['a map as a value', { school: { name: 'x' } }],
    ['a value that is not a map', 'Hill Top'],
    ['the 20th entry oversized', { ...many(19), zz: 'x'.repeat(501) }],
    ['the 20th entry a number', { ...many(19), zz: 20 }],
    ['an empty value', { school: '' }],
    // two short lines would pass the joined check as two entries: the count of lines gives it away
    ['a value hiding a line break', { school: 'Hill\nTop' }],
    ['a key hiding a line break', { 'a\nb': 'v' }],
  ])('a subscriber with %s is refused', async (_what, customFields) => {
    await reset();
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscribers', fresh.id), withFields(customFields)), false);
  });
  it('20 fields at the bounds are allowed (the cases above fail for their one reason)', async () => {
    await reset();
    const full = { ...many(19, 'x'.repeat(500)), ['k'.repeat(40)]: 'x'.repeat(500) };
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscribers', fresh.id), withFields(full)), true);
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscribers', fresh.id), fresh.doc), true);
  });
  it('an oversized map cannot be added by an update either', async () => {
    await reset();
    await expectRule(
      updateDoc(doc(fs('moderator'), 'subscribers', existing.id), { customFields: many(21) }),
      false,
    );
    await expectRule(
      updateDoc(doc(fs('moderator'), 'subscribers', existing.id), { 'customFields.school': 'y'.repeat(501) }),
      false,
    );
  });
  const defs = (n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, `Field ${i}`]));
  it.each([
    ['21 fields', fieldList(ORG, defs(21))],
    ['a key that is not a slug', fieldList(ORG, { 'Bad Key': 'Bad' })],
    ['a 41-character key', fieldList(ORG, { ['k'.repeat(41)]: 'Long' })],
    ['an empty label', fieldList(ORG, { school: '' })],
    ['a number as a label', fieldList(ORG, { school: 7 })],
    ['a 101-character label', fieldList(ORG, { school: 'l'.repeat(101) })],
    ['a label hiding a line break', fieldList(ORG, { school: 'School', town: 'Town\nhidden' })],
    ['an extra field', { ...fieldList(), public: true }],
    ['fields not a map', { ...fieldList(), fields: ['school'] }],
    ['no time', { organisationId: ORG, fields: {} }],
  ])('a field list with %s is refused', async (_what, data) => {
    await reset();
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscriberFields', ORG), data), false);
  });
  it('a list of 20 fields is allowed', async () => {
    await reset();
    await expectRule(setDoc(doc(fs('orgAdmin'), 'subscriberFields', ORG), fieldList(ORG, defs(20))), true);
  });
});
