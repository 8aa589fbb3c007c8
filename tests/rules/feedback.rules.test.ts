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
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyTypeDraft } from '../../scripts/seed/feedback';
import {
  answersSchema,
  RESPONSES_PER_MINUTE,
  responseContent,
  type Answers,
  type FormValues,
} from '../../src/features/feedback/model';
import { formDocument } from '../../src/features/feedback/builder';
import { roleMatrix } from '../support/matrix';
import { assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';

/**
 * feedbackForms and their responses: staff of the organisation make forms and read answers; anyone may send
 * one valid response to a published form, counted in the form's per-minute counter; nobody else reads them.
 */
let env: RulesTestEnvironment;
const at = new Date('2026-11-20T10:00:00Z');
const STAFF: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const ALL: Who[] = Object.keys(PEOPLE) as Who[];

const form = (status: 'draft' | 'published' | 'closed', organisationId = ORG) =>
  formDocument(everyTypeDraft(), { organisationId, ownerId: PEOPLE.orgAdmin.uid, status, at });
const published = form('published');
/** The same questions, none required: only an empty response is left to refuse. */
const allOptional = formDocument(
  { ...everyTypeDraft(), fields: everyTypeDraft().fields.map((f) => ({ ...f, required: false })) },
  { organisationId: ORG, ownerId: PEOPLE.orgAdmin.uid, status: 'published', at },
);
const schema = answersSchema(published.fields);
const goodValues: FormValues = {
  name: 'Sam',
  email: 'sam@example.test',
  overall: 5,
  recommend: 9,
  part: 'The walk',
  heard: ['School', 'Poster'],
  again: 'yes',
  age: '11',
  visit: '1990-05-01',
  comments: 'Lovely.',
  consent: true,
};
const goodAnswers = () => schema.parse(goodValues);
/** A response as the public form writes it (responseContent), with the server's time. */
const response = (over: Record<string, unknown> = {}, answers = goodAnswers(), f = published) => ({
  ...responseContent(f, answers),
  submittedAt: serverTimestamp(),
  ...over,
});

let n = 0;
const newId = () => `r${Date.now().toString(36)}${(n += 1)}`;
/** Sends a response with its counter step (a new minute), as the public service does, in one batch. */
function respond(
  db: Firestore,
  formId: string,
  data: Record<string, unknown> = response(),
  rate: Record<string, unknown> | 'none' | null = null,
  id = newId(),
) {
  const batch = writeBatch(db);
  if (rate !== 'none')
    batch.set(
      doc(db, `feedbackForms/${formId}/limits/rate`),
      rate ?? { windowStart: serverTimestamp(), count: 1, lastResponseId: id },
    );
  batch.set(doc(db, `feedbackForms/${formId}/responses/${id}`), data);
  return batch.commit();
}
const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const clearRate = (formId: string) =>
  env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc(`feedbackForms/${formId}/limits/rate`).delete());

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  await seedDocs(env, {
    'feedbackForms/pub': published,
    'feedbackForms/closed': form('closed'),
    'feedbackForms/draft': form('draft'),
    'feedbackForms/optional': allOptional,
    'feedbackForms/other': form('published', OTHER_ORG),
    'feedbackForms/pub/responses/r0': {
      ...responseContent(published, goodAnswers()),
      submittedAt: at,
      notified: true,
    },
    'feedbackForms/other/responses/r0': {
      ...responseContent(published, goodAnswers()),
      organisationId: OTHER_ORG,
      submittedAt: at,
      notified: true,
    },
  });
});
afterAll(() => env.cleanup());

describe('feedbackForms: role × operation', () => {
  roleMatrix(
    () => env,
    {
      // A draft: only the organisation's staff see it.
      get: STAFF,
      list: STAFF,
      create: STAFF,
      update: STAFF,
      delete: STAFF,
    },
    {
      get: (db) => getDoc(doc(db, 'feedbackForms/draft')),
      list: (db) =>
        getDocs(query(collection(db, 'feedbackForms'), where('organisationId', '==', ORG), limit(50))),
      create: (db, who) =>
        setDoc(doc(db, `feedbackForms/new-${who}`), {
          ...form('draft'),
          ownerId: PEOPLE[who]?.uid ?? 'nobody',
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      update: (db) =>
        updateDoc(doc(db, 'feedbackForms/draft'), { title: 'Renamed', updatedAt: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'feedbackForms/draft')),
    },
    () => seedDocs(env, { 'feedbackForms/draft': form('draft') }),
  );

  it.each(ALL)('%s reads a published and a closed form (the public page)', async (who) => {
    await assertSucceeds(getDoc(doc(fs(who), 'feedbackForms/pub')));
    await assertSucceeds(getDoc(doc(fs(who), 'feedbackForms/closed')));
  });

  it('staff cannot move a form to another organisation, take it over, or write its notice', async () => {
    await seedDocs(env, { 'feedbackForms/draft': form('draft') });
    const db = fs('orgAdmin');
    const upd = (data: Record<string, unknown>) =>
      updateDoc(doc(db, 'feedbackForms/draft'), { ...data, updatedAt: serverTimestamp() });
    await expectRule(upd({ organisationId: OTHER_ORG }), false);
    await expectRule(upd({ ownerId: PEOPLE.moderator.uid }), false);
    await expectRule(upd({ notice: { state: 'sent', at: Timestamp.now() } }), false);
    await expectRule(upd({ status: 'open' }), false);
    await expectRule(upd({ secret: 1 }), false);
    await expectRule(upd({ title: 'x'.repeat(201) }), false);
    await expectRule(upd({ title: 'Fine' }), true);
  });

  it('an admin of another organisation can neither create in it nor list its forms', async () => {
    const db = fs('otherOrgAdmin');
    await expectRule(
      setDoc(doc(db, 'feedbackForms/intruder'), {
        ...form('draft'),
        ownerId: PEOPLE.otherOrgAdmin.uid,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
      false,
    );
    await expectRule(
      getDocs(query(collection(db, 'feedbackForms'), where('organisationId', '==', ORG))),
      false,
    );
    await expectRule(
      getDocs(query(collection(db, 'feedbackForms'), where('organisationId', '==', OTHER_ORG))),
      true,
    );
  });

  it('a form is created as its creator’s, with too many questions refused', async () => {
    const db = fs('moderator');
    const base = { ...form('draft'), createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await expectRule(
      setDoc(doc(db, 'feedbackForms/as-other'), { ...base, ownerId: PEOPLE.orgAdmin.uid }),
      false,
    );
    const many = Array.from({ length: 16 }, (_, i) => ({ ...published.fields[0]!, key: `q${i}` }));
    await expectRule(
      setDoc(doc(db, 'feedbackForms/many'), {
        ...base,
        ownerId: PEOPLE.moderator.uid,
        fields: many,
        fieldKeys: many.map((f) => f.key),
      }),
      false,
    );
  });
});

describe('responses: role × operation', () => {
  roleMatrix(
    () => env,
    {
      get: STAFF,
      list: STAFF,
      // Anyone, signed in or not, may answer a published form.
      create: ALL,
      update: [],
      delete: STAFF,
    },
    {
      get: (db) => getDoc(doc(db, 'feedbackForms/pub/responses/r0')),
      list: (db) => getDocs(query(collection(db, 'feedbackForms/pub/responses'), limit(50))),
      create: (db) => respond(db, 'pub'),
      update: (db) => updateDoc(doc(db, 'feedbackForms/pub/responses/r0'), { notified: false }),
      delete: (db) => deleteDoc(doc(db, 'feedbackForms/pub/responses/r0')),
    },
    async () => {
      await clearRate('pub');
      await seedDocs(env, {
        'feedbackForms/pub/responses/r0': {
          ...responseContent(published, goodAnswers()),
          submittedAt: at,
          notified: true,
        },
      });
    },
  );

  it('another organisation’s admin cannot read or delete them; its own are its own', async () => {
    const db = fs('otherOrgAdmin');
    await expectRule(getDoc(doc(db, 'feedbackForms/pub/responses/r0')), false);
    await expectRule(getDocs(collection(db, 'feedbackForms/pub/responses')), false);
    await expectRule(deleteDoc(doc(db, 'feedbackForms/pub/responses/r0')), false);
    await expectRule(getDocs(collection(db, 'feedbackForms/other/responses')), true);
    await expectRule(getDocs(collection(fs('orgAdmin'), 'feedbackForms/other/responses')), false);
  });
});

describe('a response is checked against its form', () => {
  const anon = () => fs('anonymous');
  const bad = async (data: Record<string, unknown>, formId = 'pub') => {
    await clearRate(formId);
    await expectRule(respond(anon(), formId, data), false);
  };
  const answers = (over: Record<string, unknown>) => ({ ...goodAnswers(), ...over }) as Answers;

  it('the good one passes (the control for the cases below)', async () => {
    await clearRate('pub');
    await expectRule(respond(anon(), 'pub'), true);
  });
  it('refuses extra fields, in the response and among the answers', async () => {
    await bad(response({ extra: 'x' }));
    await bad(response({ notified: true }));
    await bad(response({}, answers({ notAQuestion: 'x' })));
  });
  it('refuses a response missing any of its fields', async () => {
    for (const key of ['organisationId', 'submittedAt', 'answers', 'notified'] as const) {
      const { [key]: _dropped, ...rest } = response();
      await bad(rest);
    }
  });
  it('refuses a closed form, a draft and a form that does not exist', async () => {
    await bad(response(), 'closed');
    await bad(response(), 'draft');
    await bad(response(), 'missing');
  });
  it('refuses another organisation, a client time, a wrong respondent address', async () => {
    await bad(response({ organisationId: OTHER_ORG }));
    await bad(response({ submittedAt: Timestamp.fromDate(at) }));
    await bad(response({ respondentEmail: 'someone-else@example.test' }));
    const { respondentEmail: _drop, ...withoutEmail } = response();
    await bad(withoutEmail);
  });
  it('checks each answer: type, range, size, choice, required', async () => {
    await bad(response({}, answers({ overall: 6 })));
    await bad(response({}, answers({ overall: 4.5 })));
    await bad(response({}, answers({ recommend: 11 })));
    await bad(response({}, answers({ name: 'x'.repeat(301) })));
    await bad(response({}, answers({ comments: 'x'.repeat(5001) })));
    await bad(response({}, answers({ part: 'Not an option' })));
    await bad(response({}, answers({ heard: ['School', 'Hacked'] })));
    await bad(response({}, answers({ heard: ['School', 'School'] })));
    await bad(response({}, answers({ again: 'yes' })));
    await bad(response({}, answers({ consent: false })));
    await bad(response({}, answers({ visit: '1 May' })));
    await bad(response({}, answers({ age: '11' })));
    const { overall: _o, ...missingRequired } = goodAnswers();
    await bad(response({}, missingRequired));
  });
  it('refuses a response with no answers, even where every question is optional', async () => {
    await bad(response({}, {}, allOptional), 'optional');
    await clearRate('optional');
    await expectRule(respond(anon(), 'optional', response({}, { name: 'Sam' }, allOptional)), true);
  });
  it('refuses a response without its counter step, and a counter step without a response', async () => {
    await clearRate('pub');
    await expectRule(respond(anon(), 'pub', response(), 'none'), false);
    await expectRule(
      setDoc(doc(anon(), 'feedbackForms/pub/limits/rate'), {
        windowStart: serverTimestamp(),
        count: 1,
        lastResponseId: 'nothing',
      }),
      false,
    );
  });
});

describe('the per-minute limit', () => {
  const anon = () => fs('anonymous');
  const seedRate = (windowStart: Date, count: number) =>
    seedDocs(env, {
      'feedbackForms/pub/limits/rate': {
        windowStart: Timestamp.fromDate(windowStart),
        count,
        lastResponseId: 'earlier',
      },
    });

  it('counts within the running minute, up to the limit, then refuses', async () => {
    const start = new Date();
    await seedRate(start, RESPONSES_PER_MINUTE - 1);
    const step = (count: number, id: string) => ({
      windowStart: Timestamp.fromDate(start),
      count,
      lastResponseId: id,
    });
    const last = newId();
    await expectRule(respond(anon(), 'pub', response(), step(RESPONSES_PER_MINUTE, last), last), true);
    const over = newId();
    await expectRule(respond(anon(), 'pub', response(), step(RESPONSES_PER_MINUTE + 1, over), over), false);
    // Nor can the minute be restarted early, or the count skipped back.
    await expectRule(respond(anon(), 'pub'), false);
    const back = newId();
    await expectRule(respond(anon(), 'pub', response(), step(1, back), back), false);
    let count: unknown;
    await env.withSecurityRulesDisabled(async (ctx) => {
      count = (await ctx.firestore().doc('feedbackForms/pub/limits/rate').get()).get('count');
    });
    expect(count).toBe(RESPONSES_PER_MINUTE);
  });

  it('starts a new minute once the last one has passed', async () => {
    await seedRate(new Date(Date.now() - 61_000), RESPONSES_PER_MINUTE);
    await expectRule(respond(anon(), 'pub'), true);
  });
});
