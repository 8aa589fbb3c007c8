import type { SubscriberQuery } from './subscriber-search.js';

/**
 * A change to every subscriber matching a filter, run by the server in steps (functions/src/subscribers/bulk.ts)
 * and followed on screen through its job record, `subscriberJobs/{jobId}`. Shared by the app and the functions:
 * pure data and a pure check of what a request may ask.
 */
export type BulkOperation =
  /** startAutomations: record the join time, which starts the list's "joined a list" campaigns. */
  | { kind: 'addToList'; listId: string; startAutomations: boolean }
  | { kind: 'removeFromList'; listId: string }
  | { kind: 'delete' }
  /** As erasing one person: the record goes, the address stays only as the organisation's suppression. */
  | { kind: 'erase' };

export const BULK_KINDS = ['addToList', 'removeFromList', 'delete', 'erase'] as const;

/** The filter a job re-evaluates on the server, page by page; the organisation is the job's own. */
export type BulkFilter = Omit<SubscriberQuery, 'organisationId'>;

export interface SubscriberJobDoc {
  organisationId: string;
  filter: BulkFilter;
  operation: BulkOperation;
  status: 'running' | 'done';
  /** How many matched when the job started (count()); `done` may end a little off if people changed meanwhile. */
  total: number;
  done: number;
  /** The id of the last record handled: the next step starts after it, so a repeated step redoes nothing. */
  lastId: string;
  requestedBy: string;
  createdAt: Date;
  updatedAt: Date;
  finishedAt?: Date;
}

/** A job as the server records it when it starts (shared with the tests, which build theirs the same way). */
export function newSubscriberJob(input: {
  organisationId: string;
  filter: BulkFilter;
  operation: BulkOperation;
  total: number;
  requestedBy: string;
  now: Date;
}): SubscriberJobDoc {
  const { now, ...rest } = input;
  return { ...rest, status: 'running', done: 0, lastId: '', createdAt: now, updatedAt: now };
}

/** Records handled per step: one batch of their writes and the job's progress stays under Firestore's 500. */
export const BULK_STEP = 200;

const ID = /^[A-Za-z0-9_.-]{1,200}$/;
const STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced'];

/**
 * The request's filter and operation, checked, or why they cannot be used. A filter that names an organisation
 * must name the job's own: a job never reaches another organisation's records, whatever its filter says.
 */
export function readBulkRequest(
  organisationId: string,
  body: { filter?: unknown; operation?: unknown; jobId?: unknown },
): { ok: true; filter: BulkFilter; operation: BulkOperation; jobId: string } | { ok: false; error: string } {
  const jobId = body.jobId;
  if (typeof jobId !== 'string' || !ID.test(jobId)) return { ok: false, error: 'jobId: a job id' };
  const f = body.filter;
  if (typeof f !== 'object' || f === null || Array.isArray(f))
    return { ok: false, error: 'filter is required' };
  const raw = f as Record<string, unknown>;
  const known = ['organisationId', 'status', 'listId', 'search'];
  if (Object.keys(raw).some((k) => !known.includes(k)))
    return { ok: false, error: 'filter: only status, listId and search' };
  if (raw.organisationId !== undefined && raw.organisationId !== organisationId)
    return { ok: false, error: "The filter must be this organisation's" };
  const filter: BulkFilter = {};
  if (raw.status !== undefined) {
    if (typeof raw.status !== 'string' || !STATUSES.includes(raw.status))
      return { ok: false, error: 'filter.status: a subscriber status' };
    filter.status = raw.status;
  }
  if (raw.listId !== undefined) {
    if (typeof raw.listId !== 'string' || !ID.test(raw.listId))
      return { ok: false, error: 'filter.listId: a list id' };
    filter.listId = raw.listId;
  }
  if (raw.search !== undefined) {
    if (typeof raw.search !== 'string' || raw.search.length > 320)
      return { ok: false, error: 'filter.search: at most 320 characters' };
    if (raw.search.trim()) filter.search = raw.search;
  }
  const o = body.operation as Record<string, unknown> | null | undefined;
  if (typeof o !== 'object' || o === null || !BULK_KINDS.includes(o.kind as (typeof BULK_KINDS)[number]))
    return { ok: false, error: 'operation: addToList, removeFromList, delete or erase' };
  if (o.kind === 'addToList' || o.kind === 'removeFromList') {
    if (typeof o.listId !== 'string' || !ID.test(o.listId))
      return { ok: false, error: 'operation.listId: a list id' };
    return {
      ok: true,
      filter,
      jobId,
      operation:
        o.kind === 'addToList'
          ? { kind: 'addToList', listId: o.listId, startAutomations: o.startAutomations === true }
          : { kind: 'removeFromList', listId: o.listId },
    };
  }
  return { ok: true, filter, jobId, operation: { kind: o.kind as 'delete' | 'erase' } };
}
