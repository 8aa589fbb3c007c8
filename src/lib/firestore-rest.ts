import { parseDocument, type WithId } from './converter';
import { env } from './env';
import { takeEarlyRead } from './early-read';
import { ERRORS } from './errors';
import type { $ZodType } from 'zod/v4/core';

/**
 * A tiny reader of Firestore's REST API for one-shot reads: one `fetch` each, which is all the lite SDK did, without
 * its ~30 KB. The public pages opened from a link (join, invite, workshop landing and booking, feedback form,
 * public forms view) read signed out, with no Authorization header, so the rules see nobody and such a page
 * downloads no Firebase code until the person acts. Signed-in screens read as the person (lib/reads-as-user.ts
 * passes their ID token), so the rules judge them as they judge the SDK's reads. Only what the reads need: one
 * document; a query on one collection (a subcollection too) with field filters, orderBy (incl. the document id),
 * a startAfter cursor and a limit; and the count of such a query.
 */

/** A document as the pages use it: its id, its path inside the database (as `ref.path`) and its decoded fields. */
export interface RestDocument {
  id: string;
  path: string;
  data: Record<string, unknown>;
}

/** Where the requests go; integration tests point it at the run's emulator. */
export interface RestTarget {
  /** `http://host:port` of the emulator or `https://firestore.googleapis.com`. */
  origin: string;
  projectId: string;
  apiKey: string;
}

let targetForTests: RestTarget | null = null;

export function setFirestoreRestForTests(target: RestTarget | null): void {
  targetForTests = target;
}

/** Where Firestore's REST API answers: the emulator in development and tests, Google in production. */
export const restOrigin = () =>
  env.VITE_USE_EMULATORS ? `http://${env.VITE_FIRESTORE_EMULATOR_HOST}` : 'https://firestore.googleapis.com';

function target(): RestTarget {
  return (
    targetForTests ?? {
      origin: restOrigin(),
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      apiKey: env.VITE_FIREBASE_API_KEY,
    }
  );
}

/** Who asks: where the requests go, and for someone signed in, the header that carries their ID token. */
export interface RestCaller {
  target: RestTarget;
  headers?: Record<string, string>;
}

/** Someone signed out: the page's own project, no token. */
const signedOut = (): RestCaller => ({ target: target() });

/** `projects/{p}/databases/(default)/documents`: the prefix of every document name (and reference value). */
const databaseRoot = (t: RestTarget) => `projects/${t.projectId}/databases/(default)/documents`;

/** The errors the pages look at by `code`, as the SDK's FirestoreError has it. */
export class FirestoreRestError extends Error {
  readonly code: 'permission-denied' | 'unavailable' | 'invalid-argument';
  /** What the server or the network said, for logs and error reports (as AppError's detail). */
  readonly detail?: string;
  constructor(code: FirestoreRestError['code'], message: string, detail?: string) {
    super(message);
    this.name = 'FirestoreRestError';
    this.code = code;
    this.detail = detail;
  }
}

/** The server's words for a read the rules refuse (what the SDK reports for the same read). */
export const PERMISSION_DENIED = 'Missing or insufficient permissions.';
/** Any other failure (the network, or a server error): the catalogue's words; the cause goes in `detail`. */
export const UNAVAILABLE = ERRORS.unexpected;

/** Path segments as the SDK's doc() takes them: split on "/", empty segments dropped, an even count. */
function documentSegments(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0 || segments.length % 2 !== 0) {
    throw new FirestoreRestError('invalid-argument', `Invalid document reference: ${path}`);
  }
  return segments;
}

/** The response, or null for a 404 (a missing document); every other failure as the SDK's code. */
async function request(url: string, init?: RequestInit): Promise<Response | null> {
  let response: Response;
  try {
    // The page's loader may have asked for this document already (lib/early-read.ts); if that failed, ask again.
    response = (init ? null : await takeEarlyRead(url)) ?? (await fetch(url, init));
  } catch (error) {
    throw new FirestoreRestError('unavailable', UNAVAILABLE, String(error));
  }
  if (response.ok) return response;
  if (response.status === 404) return null;
  const detail = `HTTP ${response.status}: ${await response.text().catch(() => '')}`;
  if (response.status === 403) throw new FirestoreRestError('permission-denied', PERMISSION_DENIED, detail);
  throw new FirestoreRestError('unavailable', UNAVAILABLE, detail);
}

/** One document, or null when it does not exist. */
export async function getDocumentRest(
  path: string,
  caller: RestCaller = signedOut(),
): Promise<RestDocument | null> {
  const t = caller.target;
  const segments = documentSegments(path);
  const url = `${t.origin}/v1/${databaseRoot(t)}/${segments.map(encodeURIComponent).join('/')}?key=${encodeURIComponent(t.apiKey)}`;
  // A signed-in read carries its token, so it is never the signed-out answer the page's loader asked for.
  const response = await request(url, caller.headers && { headers: caller.headers });
  if (!response) return null;
  return documentOf((await response.json()) as RestDocumentJson, t);
}

// --- Values -----------------------------------------------------------------------------------------------

/** Firestore's typed JSON value (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

interface RestDocumentJson {
  name: string;
  fields?: Record<string, RestValue>;
}

/**
 * A typed value as the schemas read it. Where the SDK gives a class (Timestamp, GeoPoint, DocumentReference),
 * this gives what the schemas accept or what the class holds: a Date (zDate of lib/converter takes Dates), the
 * latitude and longitude, and the reference's path inside the database (as `ref.path`).
 */
export function decodeValue(value: RestValue, root = ''): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue); // "NaN" and "Infinity" arrive as strings
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return Uint8Array.from(atob(value.bytesValue), (c) => c.charCodeAt(0));
  if ('referenceValue' in value) {
    const prefix = `${root}/`;
    return root && value.referenceValue.startsWith(prefix)
      ? value.referenceValue.slice(prefix.length)
      : value.referenceValue;
  }
  if ('geoPointValue' in value) {
    // Zero is left out of the JSON, as every default value.
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  }
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map((v) => decodeValue(v, root));
  if ('mapValue' in value) return decodeFields(value.mapValue.fields, root);
  throw new Error(`Unknown Firestore value: ${JSON.stringify(value)}`);
}

export function decodeFields(
  fields: Record<string, RestValue> | undefined,
  root = '',
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, decodeValue(v, root)]));
}

/** A plain value of a filter or cursor, typed as the SDK types it. */
export function encodeValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && !Object.is(value, -0)
      ? { integerValue: String(value) }
      : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  // The list of an "in" or "array-contains-any" filter.
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  throw new Error(`Cannot use ${String(value)} in a Firestore query`);
}

function documentOf(json: RestDocumentJson, t: RestTarget): RestDocument {
  const root = databaseRoot(t);
  const path = json.name.slice(root.length + 1);
  return { id: path.slice(path.lastIndexOf('/') + 1), path, data: decodeFields(json.fields, root) };
}

// --- Queries ----------------------------------------------------------------------------------------------

/** The document id, as documentId() of the SDK. */
export const DOCUMENT_ID = '__name__';

const OPERATORS = {
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  'array-contains': 'ARRAY_CONTAINS',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
  in: 'IN',
} as const;

export interface RestQuery {
  where?: [field: string, op: keyof typeof OPERATORS, value: unknown][];
  orderBy?: (string | [field: string, direction: 'asc' | 'desc'])[];
  /** The values of the orderBy fields of the last document seen (a document id for DOCUMENT_ID). */
  startAfter?: unknown[];
  limit?: number;
}

/** A field path as the REST API takes it: plain names as they are, others in backticks. */
const fieldPath = (field: string) =>
  field
    .split('.')
    .map((part) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(part) ? part : `\`${part.replace(/[`\\]/g, '\\$&')}\``))
    .join('.');

/** A collection's path split as runQuery takes it: the parent document (none for a top-level one) and the id. */
function collectionParts(collectionPath: string): { parent: string; collectionId: string } {
  const segments = collectionPath.split('/').filter(Boolean);
  if (segments.length % 2 !== 1) {
    throw new FirestoreRestError('invalid-argument', `Invalid collection reference: ${collectionPath}`);
  }
  return { parent: segments.slice(0, -1).join('/'), collectionId: segments[segments.length - 1]! };
}

/** The `structuredQuery` of a runQuery request on the collection at `collectionPath` (a subcollection too). */
export function structuredQuery(collectionPath: string, q: RestQuery, t: RestTarget = target()) {
  const { collectionId } = collectionParts(collectionPath);
  const filters = (q.where ?? []).map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: fieldPath(field) }, op: OPERATORS[op], value: encodeValue(value) },
  }));
  const orders = (q.orderBy ?? []).map((o) => (typeof o === 'string' ? ([o, 'asc'] as const) : o));
  return {
    from: [{ collectionId }],
    ...(filters.length === 1 && { where: filters[0] }),
    ...(filters.length > 1 && { where: { compositeFilter: { op: 'AND', filters } } }),
    ...(orders.length > 0 && {
      orderBy: orders.map(([field, direction]) => ({
        field: { fieldPath: fieldPath(field) },
        direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
      })),
    }),
    ...(q.startAfter && {
      // before: false puts the cursor just after the position, as startAfter() of the SDK does.
      startAt: {
        values: q.startAfter.map((value, i) =>
          orders[i]?.[0] === DOCUMENT_ID
            ? { referenceValue: `${databaseRoot(t)}/${collectionPath}/${String(value)}` }
            : encodeValue(value),
        ),
        before: false,
      },
    }),
    ...(q.limit !== undefined && { limit: q.limit }),
  };
}

/** POSTs a query request to the collection's parent (`method` is runQuery or runAggregationQuery). */
async function postQuery<T>(
  collectionPath: string,
  method: 'runQuery' | 'runAggregationQuery',
  body: unknown,
  { target: t, headers }: RestCaller,
): Promise<T> {
  const { parent } = collectionParts(collectionPath);
  const url = `${t.origin}/v1/${databaseRoot(t)}${parent ? `/${parent}` : ''}:${method}?key=${encodeURIComponent(t.apiKey)}`;
  const response = await request(url, {
    method: 'POST',
    // text/plain keeps a signed-out query a "simple" request, with no CORS preflight before it (the SDK does
    // the same); a signed-in one has its Authorization header, which needs the preflight anyway.
    headers: { 'Content-Type': 'text/plain', ...headers },
    body: JSON.stringify(body),
  });
  // A missing collection is an empty answer; a 404 here means a wrong project or database.
  if (!response) throw new FirestoreRestError('unavailable', UNAVAILABLE, `HTTP 404: ${url}`);
  return (await response.json()) as T;
}

/** The documents of a query on one collection, in the query's order. */
export async function runQueryRest(
  collectionPath: string,
  q: RestQuery,
  caller: RestCaller = signedOut(),
): Promise<RestDocument[]> {
  const rows = await postQuery<{ document?: RestDocumentJson }[]>(
    collectionPath,
    'runQuery',
    { structuredQuery: structuredQuery(collectionPath, q, caller.target) },
    caller,
  );
  return rows.flatMap((row) => (row.document ? [documentOf(row.document, caller.target)] : []));
}

/** How many documents a query matches, counted by the server (the SDK's getCount): no document is sent. */
export async function countRest(
  collectionPath: string,
  q: RestQuery,
  caller: RestCaller = signedOut(),
): Promise<number> {
  const rows = await postQuery<{ result?: { aggregateFields?: Record<string, RestValue> } }[]>(
    collectionPath,
    'runAggregationQuery',
    {
      structuredAggregationQuery: {
        structuredQuery: structuredQuery(collectionPath, q, caller.target),
        aggregations: [{ alias: 'count', count: {} }],
      },
    },
    caller,
  );
  const count = rows.find((row) => row.result)?.result?.aggregateFields?.count;
  return count ? Number(decodeValue(count)) : 0;
}

// --- Parsed with the collection's schema ------------------------------------------------------------------

/** One document checked with its collection's schema, as converterFor() does: same object, same id. */
export async function readDocumentRest<T>(
  schema: $ZodType<T>,
  path: string,
  caller?: RestCaller,
): Promise<WithId<T> | null> {
  const doc = await getDocumentRest(path, caller);
  return doc && { ...parseDocument(schema, doc.path, doc.data), id: doc.id };
}

/** A query's documents checked with their collection's schema, in the query's order. */
export async function queryDocumentsRest<T>(
  schema: $ZodType<T>,
  collectionPath: string,
  q: RestQuery,
  caller?: RestCaller,
): Promise<WithId<T>[]> {
  const docs = await runQueryRest(collectionPath, q, caller);
  return docs.map((d) => ({ ...parseDocument(schema, d.path, d.data), id: d.id }));
}
