import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  Bytes,
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  DocumentReference,
  GeoPoint,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore/lite';
import { GeoPoint as AdminGeoPoint, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { adminFor } from '../../../scripts/seed/admin';
import { DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { DEMO_FORMS, everyTypeDraft } from '../../../scripts/seed/feedback';
import { seedDemo } from '../../../scripts/seed/index';
import { DEMO_CODES, DEMO_INVITE_ID, DEMO_PRIVATE_PROJECT } from '../../../scripts/seed/membership';
import { readAccessCode, readOrganisation } from '../../../src/features/access-codes/public-reads';
import { zAccessCode } from '../../../src/features/access-codes/model';
import { zFeedbackForm } from '../../../src/features/feedback/model';
import { formDocument } from '../../../src/features/feedback/builder';
import { loadPublicForm } from '../../../src/features/feedback/public-form';
import { readInvite } from '../../../src/features/invites/public-reads';
import { zInvite } from '../../../src/features/invites/model';
import { zOrganisation } from '../../../src/features/organisations/model';
import { zProject } from '../../../src/features/projects/model';
import { readProjectSignedOut } from '../../../src/features/projects/public-reads';
import { publicWorkshopOf, zPublicWorkshop, zWorkshop } from '../../../src/features/workshops/model';
import { readPublicWorkshop, readUpcomingPage } from '../../../src/features/workshops/public-reads';
import { COLLECTIONS } from '../../../src/lib/collections';
import { converterFor, type WithId } from '../../../src/lib/converter';
import {
  getDocumentRest,
  PERMISSION_DENIED,
  readDocumentRest,
  setFirestoreRestForTests,
} from '../../../src/lib/firestore-rest';

/**
 * The public pages read through Firestore's REST API (lib/firestore-rest.ts) instead of the lite SDK. Against the
 * real emulator and rules, signed out, each read must give what the SDK gives for the same read: the same parsed
 * object, null for a missing document, permission-denied for a refused one, and the same documents in the same
 * order for the workshop directory's paged query.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
let app: FirebaseApp;
let sdk: Firestore;
const run = Date.now().toString(36);

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
  app = initializeApp({ projectId: stack.projectId, apiKey: 'demo-key' }, `public-rest-${run}`);
  sdk = getFirestore(app);
  const [host, port] = stack.firestoreHost.split(':');
  connectFirestoreEmulator(sdk, host!, Number(port));
  setFirestoreRestForTests({
    origin: `http://${stack.firestoreHost}`,
    projectId: stack.projectId,
    apiKey: 'demo-key',
  });
});
afterAll(async () => {
  setFirestoreRestForTests(null);
  await deleteApp(app);
  await admin.close();
});

/**
 * The collection converters work on the lite SDK's snapshots as on the streaming one's (data(), id, ref.path);
 * only the types differ.
 */
const liteConverter = <T extends object>(schema: $ZodType<T>) =>
  converterFor(schema) as unknown as FirestoreDataConverter<WithId<T>, T>;

/** The same read on the lite SDK, through the collection's converter, as the public pages did before. */
async function viaSdk<T extends object>(schema: $ZodType<T>, path: string) {
  const snap = await getDoc(doc(sdk, path).withConverter(liteConverter(schema)));
  return snap.exists() ? snap.data() : null;
}

describe('one document, signed out', () => {
  it('every public page’s document parses to the same object as through the SDK', async () => {
    const cases: [$ZodType<object>, string][] = [
      [zAccessCode, `${COLLECTIONS.accessCodes}/${DEMO_CODES.anonymous}`],
      [zOrganisation, `${COLLECTIONS.organisations}/${DEMO_ORG_ID}`],
      [zInvite, `${COLLECTIONS.invites}/${DEMO_INVITE_ID}`],
      [zPublicWorkshop, `${COLLECTIONS.publicWorkshops}/demo-ws-needs-response`],
      [zProject, `${COLLECTIONS.projects}/demo-project-high-street`],
      [zFeedbackForm, `${COLLECTIONS.feedbackForms}/${DEMO_FORMS.postWorkshop}`],
    ];
    for (const [schema, path] of cases) {
      const expected = await viaSdk(schema, path);
      expect(expected, path).not.toBeNull();
      expect(await readDocumentRest(schema, path), path).toEqual(expected);
    }
  });

  it('the pages’ own reads answer as the SDK-based ones did', async () => {
    const code = await readAccessCode(DEMO_CODES.anonymous.toLowerCase());
    expect(code).toEqual(await viaSdk(zAccessCode, `accessCodes/${DEMO_CODES.anonymous}`));
    expect(await readOrganisation(code!.organisationId)).toEqual(
      await viaSdk(zOrganisation, `Organisations/${code!.organisationId}`),
    );
    const invite = await readInvite(DEMO_INVITE_ID);
    expect(invite.status).toBe('valid');
    expect(invite).toMatchObject({ invite: await viaSdk(zInvite, `invites/${DEMO_INVITE_ID}`) });
    expect(await readPublicWorkshop('demo-ws-assigned')).toEqual(
      await viaSdk(zPublicWorkshop, 'publicWorkshops/demo-ws-assigned'),
    );
    expect(await readProjectSignedOut('demo-project-high-street')).toEqual({
      status: 'ok',
      project: await viaSdk(zProject, 'Projects/demo-project-high-street'),
    });
    const form = await loadPublicForm(DEMO_FORMS.postWorkshop);
    expect(form).toEqual({
      state: 'open',
      form: await viaSdk(zFeedbackForm, `feedbackForms/${DEMO_FORMS.postWorkshop}`),
    });
    expect(await loadPublicForm(DEMO_FORMS.closed)).toMatchObject({ state: 'closed' });
  });

  it('a missing document is null, as snap.exists() is false', async () => {
    const path = `invites/missing-${run}`;
    expect((await getDoc(doc(sdk, path))).exists()).toBe(false);
    expect(await getDocumentRest(path)).toBeNull();
    expect(await readInvite(`missing-${run}`)).toEqual({ status: 'unknown' });
    expect(await readProjectSignedOut(`missing-${run}`)).toEqual({ status: 'missing' });
    await expect(readOrganisation(`missing-${run}`)).rejects.toThrow('Organisation not found');
  });

  it('a read the rules refuse is permission-denied, as through the SDK, and the pages answer as before', async () => {
    const draftId = `draft-${run}`;
    await admin.db.doc(`feedbackForms/${draftId}`).set(
      formDocument(everyTypeDraft('Draft'), {
        organisationId: DEMO_ORG_ID,
        ownerId: 'o',
        status: 'draft',
        at: new Date(),
      }),
    );
    for (const path of [`Projects/${DEMO_PRIVATE_PROJECT}`, `feedbackForms/${draftId}`]) {
      await expect(getDoc(doc(sdk, path)), path).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(getDocumentRest(path), path).rejects.toMatchObject({
        code: 'permission-denied',
        message: PERMISSION_DENIED,
      });
    }
    expect(await readProjectSignedOut(DEMO_PRIVATE_PROJECT)).toEqual({ status: 'private' });
    expect(await loadPublicForm(draftId)).toEqual({ state: 'unknown' });
  });

  it('decodes every value type as the SDK’s classes hold it', async () => {
    const id = `types-${run}`;
    const at = new Date('2026-05-01T10:00:00.123Z');
    // A valid public workshop (other files list upcoming ones) with one extra field of every type.
    const w = zWorkshop.parse({
      title: 'Types',
      date: '2089-01-01',
      startTime: '10:00',
      endTime: '12:00',
      leadContact: { name: 'L', email: 'l@example.test' },
      duration: 2,
    });
    await admin.db.doc(`publicWorkshops/${id}`).set({
      ...publicWorkshopOf(w),
      types: {
        nothing: null,
        yes: true,
        whole: 42,
        negative: -7,
        fraction: 2.5,
        text: 'River',
        empty: '',
        at: AdminTimestamp.fromDate(at),
        place: new AdminGeoPoint(51.5, 0),
        ref: admin.db.doc(`Organisations/${DEMO_ORG_ID}`),
        bytes: Buffer.from([1, 2, 255]),
        list: [1, 'a', {}, { deep: [AdminTimestamp.fromDate(at)] }],
        none: [],
        map: { inner: { n: 0 } },
      },
    });
    const plain = (value: unknown): unknown => {
      if (value instanceof Timestamp) return value.toDate();
      if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
      if (value instanceof DocumentReference) return value.path;
      if (value instanceof Bytes) return value.toUint8Array();
      if (Array.isArray(value)) return value.map(plain);
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      }
      return value;
    };
    const viaRest = await getDocumentRest(`publicWorkshops/${id}`);
    const snap = await getDoc(doc(sdk, `publicWorkshops/${id}`));
    expect(viaRest).toEqual({ id, path: `publicWorkshops/${id}`, data: plain(snap.data()) });
    expect((viaRest!.data.types as { at: Date }).at).toEqual(at);
    await admin.db.doc(`publicWorkshops/${id}`).delete();
  });
});

describe('the workshop directory’s paged query', () => {
  // Dates of their own (before the 2099 ones of workshop-requests.test.ts), three on one day to order by id.
  const ids = ['q3', 'q1', 'q2', 'q5', 'q4'].map((q) => `${q}-${run}`);
  const dateOf = (i: number) => (i < 3 ? '2090-03-01' : '2090-03-02');

  beforeAll(async () => {
    await Promise.all(
      ids.map((id, i) => {
        const w = zWorkshop.parse({
          title: `Query ${i}`,
          date: dateOf(i),
          startTime: '10:00',
          endTime: '12:00',
          leadContact: { name: 'L', email: 'l@example.test' },
          duration: 2,
        });
        return admin.db.doc(`publicWorkshops/${id}`).set(publicWorkshopOf(w));
      }),
    );
  });

  /** The page as the lite SDK queried it before (the old readUpcomingPage). */
  async function sdkPage(today: string, after: { date: string; id: string } | null, size: number) {
    const snap = await getDocs(
      query(
        collection(sdk, 'publicWorkshops').withConverter(liteConverter(zPublicWorkshop)),
        where('date', '>=', today),
        orderBy('date'),
        orderBy(documentId()),
        ...(after ? [startAfter(after.date, after.id)] : []),
        limit(size),
      ),
    );
    return snap.docs.map((d) => d.data());
  }

  it('returns the same documents in the same order as the SDK, page after page', async () => {
    const expectedOrder = ids
      .map((id, i) => ({ id, date: dateOf(i) }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
      .map((w) => w.id);
    const seen: string[] = [];
    let next: { date: string; id: string } | null = null;
    let pages = 0;
    do {
      const page = await readUpcomingPage('2090-02-28', next, 2);
      expect(page.workshops).toEqual(await sdkPage('2090-02-28', next, 2));
      seen.push(...page.workshops.map((w) => w.id));
      next = page.next;
      pages++;
    } while (next && pages < 3);
    // This file's five come first (workshop-requests.test.ts may add some in 2099, after them); each page
    // starts just after the last document of the one before.
    expect(seen.slice(0, 5)).toEqual(expectedOrder);
    // A cursor inside the day with three: the next two are the rest of that day, by id.
    const middle = { date: '2090-03-01', id: expectedOrder[0]! };
    const fromMiddle = await readUpcomingPage('2090-02-28', middle, 2);
    expect(fromMiddle.workshops.map((w) => w.id)).toEqual(expectedOrder.slice(1, 3));
    expect(fromMiddle.workshops).toEqual(await sdkPage('2090-02-28', middle, 2));
  });
});
