import * as firestore from 'firebase/firestore';
import { subscriberId, subscriberRecord } from '@storytelling/shared/subscribers';
import { matchesQuery, planSubscriberQuery, searchTokenMap } from '@storytelling/shared/subscriber-search';
import {
  cleanCustomFields,
  fieldDefs,
  zSubscriberFields,
  type CustomFieldDef,
} from '@storytelling/shared/custom-fields';
import type { SubscribersRequest, SubscribersResponse } from '@storytelling/shared/subscriber-api';
import type { BulkOperation } from '@storytelling/shared/subscriber-bulk';
import { COLLECTIONS } from '../../lib/collections';
import { customFieldListRef } from '../../lib/custom-fields';
import { converterFor, type WithId } from '../../lib/converter';
import { env } from '../../lib/env';
import { db } from '../../lib/firebase';
import { postToFunction } from '../../lib/functions-client';
import { normaliseAddress } from '../../kernel/email-address';
import {
  IMPORT_BATCH,
  SUBSCRIBER_STATUSES,
  planImport,
  queryOrder,
  zSubscriber,
  zSubscriberList,
  type ImportPlan,
  type ImportRow,
  type ListForm,
  type Subscriber,
  type SubscriberFilter,
  type SubscriberForm,
  type SubscriberList,
  type SubscriberStatus,
} from './model';

const subscriberConverter = converterFor(zSubscriber);
const listConverter = converterFor(zSubscriberList);
const subscribers = () => firestore.collection(db(), COLLECTIONS.subscribers);
const lists = () => firestore.collection(db(), COLLECTIONS.subscriberLists);

/**
 * The filter as one query (subscriber-search.ts planSubscriberQuery): equalities on the organisation, status,
 * address and search token, the list as its array-contains. Ordered by the table's column (model.ts queryOrder).
 */
function filterQuery(f: SubscriberFilter) {
  const plan = planSubscriberQuery(f);
  const w: firestore.QueryConstraint[] = plan.equals.map(([field, value]) =>
    firestore.where(field, '==', value),
  );
  if (plan.token) w.push(firestore.where(new firestore.FieldPath('searchTokens', plan.token), '==', true));
  if (plan.listId) w.push(firestore.where('lists', 'array-contains', plan.listId));
  const o = queryOrder(f);
  const order = [firestore.orderBy(o.field === '__name__' ? firestore.documentId() : o.field, o.direction)];
  return { where: w, order, recheck: plan.recheck };
}

/** The table's order, as the page takes it. */
export type SortArg = NonNullable<SubscriberFilter['sort']>;

export type Cursor = firestore.QueryDocumentSnapshot<WithId<Subscriber>>;

/**
 * Records read per page when a search longer than a token is checked on reading: one bounded batch, whatever
 * of it matches, so a page with its count() stays within 50 document reads.
 */
export const CHECKED_BATCH = 45;

/**
 * The one record a whole address can find, read by its id, if it exists and matches the rest of the filter
 * (status, list); one read however large the organisation.
 */
async function addressedRecord(f: SubscriberFilter, address: string): Promise<WithId<Subscriber> | null> {
  const snap = await firestore.getDoc(
    firestore.doc(subscribers(), subscriberId(f.organisationId, address)).withConverter(subscriberConverter),
  );
  const record = snap.data();
  return record && matchesQuery(record, { ...f, search: undefined }) ? record : null;
}

/**
 * One page of the table, after `cursor` (the last record read for the previous page): never every subscriber.
 * `reads` is what Firestore bills for it (one per document returned).
 */
export async function subscriberPage(
  f: SubscriberFilter,
  pageSize: number,
  cursor: Cursor | null,
): Promise<{ rows: WithId<Subscriber>[]; last: Cursor | null; hasMore: boolean; reads: number }> {
  const address = planSubscriberQuery(f).address;
  if (address !== null) {
    const record = cursor ? null : await addressedRecord(f, address);
    return { rows: record ? [record] : [], last: null, hasMore: false, reads: 1 };
  }
  const { where: w, order, recheck } = filterQuery(f);
  const batch = recheck ? Math.max(CHECKED_BATCH, pageSize + 1) : pageSize + 1;
  const q = firestore.query(
    subscribers().withConverter(subscriberConverter),
    ...w,
    ...order,
    ...(cursor ? [firestore.startAfter(cursor)] : []),
    firestore.limit(batch),
  );
  const snap = await firestore.getDocs(q);
  const reads = Math.max(1, snap.size); // a query that returns nothing is still billed one read
  if (recheck) {
    const rows = snap.docs.map((d) => d.data()).filter((r) => matchesQuery(r, f));
    return { rows, last: snap.docs.at(-1) ?? null, hasMore: snap.size === batch, reads };
  }
  const docs = snap.docs.slice(0, pageSize);
  return { rows: docs.map((d) => d.data()), last: docs.at(-1) ?? null, hasMore: snap.size > pageSize, reads };
}

/**
 * How many subscribers match the filter, counted by the server (count()). Where part of the filter is checked
 * on reading (`countIsExact` false) this is the query's count, an upper bound.
 */
export async function countSubscribers(f: SubscriberFilter): Promise<number> {
  const address = planSubscriberQuery(f).address;
  if (address !== null) return (await addressedRecord(f, address)) ? 1 : 0;
  const { where: w } = filterQuery(f);
  return (await firestore.getCountFromServer(firestore.query(subscribers(), ...w))).data().count;
}
export const countIsExact = (f: SubscriberFilter) => !planSubscriberQuery(f).recheck;

/** Every subscriber of the filtered set, page by page (the export). */
export async function allSubscribers(f: SubscriberFilter): Promise<WithId<Subscriber>[]> {
  const out: WithId<Subscriber>[] = [];
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await subscriberPage(f, 1000, cursor);
    out.push(...page.rows);
    if (!page.hasMore) return out;
    cursor = page.last;
  }
}

/** Adds a subscriber, or saves the edit of one (`existing`); a new address merges into its record if any. */
export async function saveSubscriber(
  organisationId: string,
  form: SubscriberForm,
  existing?: WithId<Subscriber>,
): Promise<void> {
  const now = new Date();
  if (existing) {
    const statusChanged = existing.status !== form.status;
    // A list added by hand is joined now: its automations start, as for a person who signs up.
    const added = form.lists.filter((l) => !existing.lists.includes(l));
    // The form holds every field the record had (shown or not); one emptied in the dialog goes.
    const customFields = cleanCustomFields({ ...existing.customFields, ...form.customFields });
    await firestore.updateDoc(firestore.doc(subscribers(), existing.id), {
      name: form.name.trim(),
      searchTokens: searchTokenMap(existing.email, form.name.trim()),
      customFields,
      lists: [...new Set(form.lists)],
      ...Object.fromEntries(added.map((l) => [`listJoinedAt.${l}`, now])),
      status: form.status,
      // a change to subscribed by hand is a new consent, recorded with the words given
      ...(statusChanged && form.status === 'subscribed'
        ? { consent: { source: 'manual', at: now, wording: form.wording } }
        : {}),
      updatedAt: now,
    });
    return;
  }
  const record = subscriberRecord({
    organisationId,
    email: form.email,
    name: form.name,
    lists: form.lists,
    status: form.status,
    consent: { source: 'manual', at: now, wording: form.wording },
    now,
    customFields: cleanCustomFields(form.customFields ?? {}),
  });
  const ref = firestore.doc(subscribers(), record.id).withConverter(subscriberConverter);
  const found = await firestore.getDoc(ref);
  if (found.exists()) throw new Error(`${record.doc.email} is already a subscriber; edit it instead`);
  await firestore.setDoc(ref, { ...record.doc, id: record.id });
}

// ── Custom fields ──

/**
 * Adds fields to the organisation's list (a key listed already keeps its label), in a transaction so that two
 * imports at once both keep their fields. Returns the list as it now is.
 */
export async function addCustomFields(
  organisationId: string,
  fields: readonly CustomFieldDef[],
): Promise<CustomFieldDef[]> {
  const ref = customFieldListRef(organisationId);
  return firestore.runTransaction(db(), async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.exists() ? zSubscriberFields.parse(snap.data()).fields : {};
    const next = { ...Object.fromEntries(fields.map((f) => [f.key, f.label.trim()])), ...current };
    if (Object.keys(next).length > Object.keys(current).length)
      tx.set(ref, { ...zSubscriberFields.parse({ organisationId, fields: next }), updatedAt: new Date() });
    return fieldDefs(next);
  });
}

export const deleteSubscriber = (id: string) => firestore.deleteDoc(firestore.doc(subscribers(), id));

export type BulkAction =
  /** startAutomations: record the join time, which starts the list's "joined a list" campaigns. */
  | { kind: 'addToList'; listId: string; startAutomations: boolean }
  | { kind: 'removeFromList'; listId: string }
  | { kind: 'unsubscribe' };

/** One change to the selected subscribers, in batches of 500. */
export async function bulkUpdate(ids: string[], action: BulkAction): Promise<void> {
  const now = new Date();
  const change =
    action.kind === 'addToList'
      ? {
          lists: firestore.arrayUnion(action.listId),
          ...(action.startAutomations ? { [`listJoinedAt.${action.listId}`]: now } : {}),
        }
      : action.kind === 'removeFromList'
        ? { lists: firestore.arrayRemove(action.listId) }
        : { status: 'unsubscribed' };
  for (let i = 0; i < ids.length; i += IMPORT_BATCH) {
    const batch = firestore.writeBatch(db());
    for (const id of ids.slice(i, i + IMPORT_BATCH))
      batch.update(firestore.doc(subscribers(), id), { ...change, updatedAt: now });
    await batch.commit();
  }
}

const callSubscribers = (body: SubscribersRequest) =>
  postToFunction<SubscribersResponse>(
    env.VITE_SUBSCRIBERS_ENDPOINT,
    body,
    (status, text, error) => error ?? `The request failed: ${status} ${text}`,
  );

/** A bulk job's progress as the screen shows it. */
export interface BulkJobProgress {
  jobId: string;
  status: 'running' | 'done';
  total: number;
  done: number;
}

/**
 * Starts a change to everyone matching the filter, on the server (functions/src/subscribers/bulk.ts): the server
 * evaluates the filter again, page by page, and the job's progress is `subscriberJobs/{jobId}`. The job id is
 * made here, once per confirmed action, so that sending the request twice joins the same job.
 */
export async function startBulkJob(
  f: SubscriberFilter,
  operation: BulkOperation,
  jobId: string = crypto.randomUUID(),
): Promise<BulkJobProgress> {
  const answer = await callSubscribers({
    action: 'bulk',
    organisationId: f.organisationId,
    jobId,
    filter: {
      ...(f.status ? { status: f.status } : {}),
      ...(f.listId ? { listId: f.listId } : {}),
      ...(f.search ? { search: f.search } : {}),
    },
    operation,
  });
  if (!('job' in answer)) throw new Error('The server did not start the job');
  return answer.job;
}

/** Follows a bulk job live. */
export function watchBulkJob(
  jobId: string,
  onProgress: (job: BulkJobProgress | null) => void,
  onError: (e: Error) => void,
): () => void {
  return firestore.onSnapshot(
    firestore.doc(db(), COLLECTIONS.subscriberJobs, jobId),
    (snap) => {
      const d = snap.data();
      onProgress(
        d
          ? {
              jobId,
              status: d.status === 'done' ? 'done' : 'running',
              total: Number(d.total ?? 0),
              done: Number(d.done ?? 0),
            }
          : null,
      );
    },
    onError,
  );
}

/** Erasure on request: the server deletes the record and keeps the address only as this organisation's suppression. */
export async function eraseSubscriber(organisationId: string, email: string): Promise<void> {
  await callSubscribers({ action: 'erase', organisationId, email });
}

/**
 * Asks people to confirm, by e-mail (the server sends it): pending people their confirmation again, or, with a
 * double opt-in list, subscribed people to join it. Nobody is subscribed or added here: only their own press of
 * the e-mail's button does that.
 */
export async function sendConfirmations(
  organisationId: string,
  ids: string[],
  listId?: string,
): Promise<{ sent: number; skipped: number }> {
  const total = { sent: 0, skipped: 0 };
  for (let i = 0; i < ids.length; i += CONFIRMATIONS_PER_CALL) {
    const answer = await callSubscribers({
      action: 'sendConfirmation',
      organisationId,
      subscriberIds: ids.slice(i, i + CONFIRMATIONS_PER_CALL),
      ...(listId ? { listId } : {}),
    });
    if (answer.ok && 'sent' in answer) {
      total.sent += answer.sent;
      total.skipped += answer.skipped;
    }
  }
  return total;
}
const CONFIRMATIONS_PER_CALL = 500;

/** sha-256 of the normalised address, as the mail pipeline names its suppressions (unsubscribe-token.ts). */
export async function addressHash(email: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normaliseAddress(email)));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The records that exist for these ids, read one by one, 50 at a time (the rules let staff look up a missing
 * record of their organisation by its id; a query on document ids is refused for ids that do not exist).
 */
async function existingRecords(ids: string[]): Promise<Map<string, Subscriber>> {
  const found = new Map<string, Subscriber>();
  for (let i = 0; i < ids.length; i += 50)
    await Promise.all(
      ids.slice(i, i + 50).map(async (id) => {
        const snap = await firestore.getDoc(
          firestore.doc(subscribers(), id).withConverter(subscriberConverter),
        );
        if (snap.exists()) found.set(id, snap.data());
      }),
    );
  return found;
}

/** What an import's plan depends on that only the server knows: the records that exist and what is suppressed. */
export type ImportFacts = Pick<Parameters<typeof planImport>[0], 'existing' | 'suppressed' | 'hashOf'>;

export async function readImportFacts(input: {
  organisationId: string;
  rows: ImportRow[];
}): Promise<ImportFacts> {
  const good = input.rows.filter((r) => !r.problem);
  const hashes = new Map<string, string>();
  await Promise.all(good.map(async (r) => hashes.set(r.email, await addressHash(r.email))));
  const ids = good.map((r) => subscriberId(input.organisationId, r.email));
  const [existing, suppressed] = await Promise.all([
    existingRecords(ids),
    hashes.size
      ? callSubscribers({
          action: 'suppressed',
          organisationId: input.organisationId,
          hashes: [...hashes.values()],
        })
      : Promise.resolve({ ok: true, suppressed: [] as string[] }),
  ]);
  return {
    existing,
    suppressed: new Set('suppressed' in suppressed ? suppressed.suppressed : []),
    hashOf: (email) => hashes.get(email) ?? '',
  };
}

/** The preview of an import: every row's problem and what would be written, read from the server's state. */
export async function previewImport(input: {
  organisationId: string;
  rows: ImportRow[];
  lists: string[];
  wording: string;
  startAutomations?: boolean;
}): Promise<ImportPlan> {
  return planImport({ ...input, ...(await readImportFacts(input)), now: new Date() });
}

/** Writes an import's records in batches of at most 500 (ids from subscriberId, merged), reporting progress. */
export async function writeImport(plan: ImportPlan, onProgress: (written: number) => void): Promise<number> {
  let written = 0;
  for (let i = 0; i < plan.writes.length; i += IMPORT_BATCH) {
    const batch = firestore.writeBatch(db());
    for (const w of plan.writes.slice(i, i + IMPORT_BATCH))
      batch.set(firestore.doc(subscribers(), w.id), w.doc, { merge: true });
    await batch.commit();
    written += Math.min(IMPORT_BATCH, plan.writes.length - i);
    onProgress(written);
  }
  return written;
}

// ── Lists ──

export async function listLists(organisationId: string): Promise<WithId<SubscriberList>[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      lists().withConverter(listConverter),
      firestore.where('organisationId', '==', organisationId),
      firestore.orderBy('name'),
    ),
  );
  return snap.docs.map((d) => d.data());
}

export async function saveList(organisationId: string, form: ListForm, existing?: WithId<SubscriberList>) {
  const now = new Date();
  if (existing) {
    await firestore.updateDoc(firestore.doc(lists(), existing.id), { ...form, updatedAt: now });
    return existing.id;
  }
  const ref = firestore.doc(lists());
  await firestore.setDoc(ref, { organisationId, ...form, createdAt: now, updatedAt: now });
  return ref.id;
}

/**
 * Deletes a list after taking it off every subscriber on it (500 at a time), so no record keeps the id of a list
 * that no longer exists. The list goes last: if a batch fails, the list is still there and deleting again resumes.
 */
export async function deleteList(organisationId: string, id: string): Promise<void> {
  for (;;) {
    const onList = await firestore.getDocs(
      firestore.query(
        subscribers(),
        firestore.where('organisationId', '==', organisationId),
        firestore.where('lists', 'array-contains', id),
        firestore.limit(IMPORT_BATCH),
      ),
    );
    if (onList.empty) break;
    await bulkUpdate(
      onList.docs.map((d) => d.id),
      { kind: 'removeFromList', listId: id },
    );
  }
  await firestore.deleteDoc(firestore.doc(lists(), id));
}

/** A list's figures: how many of its members are in each status (count() each). */
export async function listCounts(
  organisationId: string,
  listId: string,
): Promise<Record<SubscriberStatus, number>> {
  const counts = await Promise.all(
    SUBSCRIBER_STATUSES.map((status) => countSubscribers({ organisationId, listId, status })),
  );
  return Object.fromEntries(SUBSCRIBER_STATUSES.map((s, i) => [s, counts[i]!])) as Record<
    SubscriberStatus,
    number
  >;
}
