import Papa from 'papaparse';
import { z } from 'zod/mini';
import { CUSTOM_FIELD_VALUE_MAX, zCustomFields } from '@storytelling/shared/custom-fields';
import {
  CONSENT_CONFIRMATIONS,
  CONSENT_SOURCES,
  SUBSCRIBER_STATUSES,
  subscriberId,
  subscriberRecord,
  type SubscriberDoc,
  type SubscriberStatus,
} from '@storytelling/shared/subscribers';
import { mergeSubscriber, type MergeOutcome } from '@storytelling/shared/subscriber-merge';
import { planSubscriberQuery, type SubscriberQuery } from '@storytelling/shared/subscriber-search';
import { zDate } from '../../lib/converter';
import { isEmailAddress, normaliseAddress, zEmailAddress } from '../../kernel/email-address';
import {
  applyMapping,
  guessMapping,
  IMPORT_MAX_ROWS,
  readCsvTable,
  resolveMapping,
  type MappedRow,
} from './import-mapping';

export { SUBSCRIBER_STATUSES, subscriberId, type SubscriberStatus };

/** Collection `subscribers` (packages/shared/src/subscribers.ts SubscriberDoc). */
export const zSubscriber = z.object({
  organisationId: z.string(),
  email: z.string(),
  name: z._default(z.string(), ''),
  lists: z._default(z.array(z.string()), []),
  listJoinedAt: z.optional(z.record(z.string(), zDate)),
  status: z.enum(SUBSCRIBER_STATUSES),
  consent: z.object({
    source: z.enum(CONSENT_SOURCES),
    at: zDate,
    wording: z.string(),
    confirmedBy: z.optional(z.enum(CONSENT_CONFIRMATIONS)),
  }),
  customFields: z.optional(zCustomFields),
  searchTokens: z.optional(z.record(z.string(), z.literal(true))),
  createdAt: zDate,
  updatedAt: zDate,
});
export type Subscriber = z.infer<typeof zSubscriber>;

/** Collection `subscriberLists`. */
export const zSubscriberList = z.object({
  organisationId: z.string(),
  name: z.string(),
  description: z._default(z.string(), ''),
  doubleOptIn: z._default(z.boolean(), false),
  createdAt: zDate,
  updatedAt: zDate,
});
export type SubscriberList = z.infer<typeof zSubscriberList>;

/** How the owner's yes was confirmed, as the table says it. */
export const CONFIRMATION_LABELS: Record<(typeof CONSENT_CONFIRMATIONS)[number], string> = {
  emailLink: 'confirmed by e-mail',
  signedInAccount: 'from their own account',
  unsubscribeLink: 'resubscribed from an e-mail',
};

export const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/**
 * The statuses staff may give a record that now has `current` (none: a new record). Someone who unsubscribed or
 * bounced is subscribed again only by their own confirmation, so staff may keep or record their no, nothing else
 * (firestore.rules refuses the rest).
 */
export function statusesStaffMayChoose(current?: SubscriberStatus): readonly SubscriberStatus[] {
  return current === 'unsubscribed' || current === 'bounced'
    ? ['unsubscribed', 'bounced']
    : SUBSCRIBER_STATUSES;
}

/** The add/edit form. */
export const zSubscriberForm = z.object({
  email: zEmailAddress(),
  name: z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters')),
  lists: z.array(z.string()).check(z.maxLength(50)),
  status: z.enum(SUBSCRIBER_STATUSES),
  wording: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say what the person agreed to'),
      z.maxLength(1000, 'At most 1000 characters'),
    ),
  /** Every field of the record, key → value; an empty value clears the field (the stored map has none). */
  customFields: z.optional(
    z.record(
      z.string(),
      z.string().check(z.maxLength(CUSTOM_FIELD_VALUE_MAX, `At most ${CUSTOM_FIELD_VALUE_MAX} characters`)),
    ),
  ),
});
export type SubscriberForm = z.infer<typeof zSubscriberForm>;

export const zListForm = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Give the list a name'), z.maxLength(200, 'At most 200 characters')),
  description: z.string().check(z.trim(), z.maxLength(1000, 'At most 1000 characters')),
  doubleOptIn: z.boolean(),
});
export type ListForm = z.infer<typeof zListForm>;

export const DEFAULT_MANUAL_WORDING = 'Agreed in person to receive our news by e-mail.';
export const DEFAULT_IMPORT_WORDING =
  'Agreed to receive our news by e-mail (imported from our earlier list).';

/** The columns the table sorts by: address, name, status, added. */
export const SORT_FIELDS = ['email', 'name', 'status', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface SubscriberSort {
  field: SortField;
  direction: 'asc' | 'desc';
}
export const DEFAULT_SORT: SubscriberSort = { field: 'email', direction: 'asc' };

/**
 * The filters of the subscribers table (and of the export and the bulk jobs): all optional, combined with
 * "and"; the table's order beside them (the server's bulk jobs need none).
 */
export type SubscriberFilter = SubscriberQuery & { sort?: SubscriberSort };

/**
 * Whether the table can sort this filter by any column. A search is an equality on one of thousands of token
 * keys, and an order on another field beside it would need an index for every token, so its results come in
 * record id order (the organisation and the address): sortable by address only.
 */
export function sortsByAnyColumn(f: SubscriberQuery): boolean {
  const plan = planSubscriberQuery(f);
  return !plan.token && !plan.equals.some(([field]) => field === 'email');
}

/** The order of the table's query: the chosen column (the record id breaks ties), or the id for a search. */
export function queryOrder(f: SubscriberFilter): {
  field: SortField | '__name__';
  direction: 'asc' | 'desc';
} {
  const sort = f.sort ?? DEFAULT_SORT;
  if (!sortsByAnyColumn(f))
    return { field: '__name__', direction: sort.field === 'email' ? sort.direction : 'asc' };
  return sort;
}

// ── CSV import ──

export { IMPORT_MAX_ROWS };
export const IMPORT_BATCH = 500;

export type RowProblem = 'invalidAddress' | 'duplicate' | 'unsubscribed' | 'bounced' | 'suppressed';
export const PROBLEM_TEXT: Record<RowProblem, string> = {
  invalidAddress: 'Invalid address',
  duplicate: 'Duplicate within the file',
  unsubscribed: 'Already unsubscribed: stays unsubscribed',
  bounced: 'Bounced: stays bounced',
  suppressed: 'Suppressed (unsubscribed or erased): not added',
};

export interface ImportRow extends MappedRow {
  problem?: RowProblem;
}

export type CsvRead = { ok: true; rows: ImportRow[] } | { ok: false; error: string };

/**
 * Reads an import file with the guessed mapping and no custom fields (scripts and tests that need no dialog): a
 * header row naming `email` (or `e-mail`/`address`) and optionally `name`. Then the checks that need nothing but
 * the file: an invalid address, the same address again (the first one counts).
 */
export function readImportCsv(text: string): CsvRead {
  const read = readCsvTable(text);
  const headers = read.ok ? read.table.headers : [];
  const guessed = guessMapping(headers, []);
  if (read.ok && !guessed.includes('email'))
    return { ok: false, error: 'The file needs a header row with an "email" column' };
  if (!read.ok) return read;
  const { columns } = resolveMapping({ columns: guessed.map((target) => ({ target, newLabel: '' })) }, []);
  return { ok: true, rows: checkRows(applyMapping(read.table, columns)) };
}

export function checkRows(rows: ImportRow[]): ImportRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (!isEmailAddress(row.email)) return { ...row, problem: 'invalidAddress' as const };
    const email = normaliseAddress(row.email);
    if (seen.has(email)) return { ...row, email, problem: 'duplicate' as const };
    seen.add(email);
    return { ...row, email };
  });
}

export interface ImportPlan {
  rows: ImportRow[];
  writes: { id: string; doc: SubscriberDoc }[];
  /** How many subscribed people each list gains: those its "joined a list" automations would start for. */
  joins: Record<string, number>;
  /** Whether the writes start those automations (their join times are recorded). */
  startAutomations: boolean;
  outcomes: Record<MergeOutcome, number>;
  problems: Partial<Record<RowProblem, number>>;
}

/**
 * What an import will do, given the records that exist and the suppressed addresses: rows that meet an
 * unsubscribed or bounced record or a suppression are reported and written nowhere; the others are merged
 * (mergeSubscriber); only records that change are written, so importing the same file twice changes nothing.
 */
export function planImport(input: {
  rows: ImportRow[];
  organisationId: string;
  lists: string[];
  wording: string;
  existing: ReadonlyMap<string, Subscriber>;
  suppressed: ReadonlySet<string>;
  hashOf: (email: string) => string;
  now: Date;
  /** Off unless asked: an import records who agreed, it does not set welcome series going. */
  startAutomations?: boolean;
}): ImportPlan {
  const startAutomations = input.startAutomations === true;
  const joins: Record<string, number> = Object.fromEntries(input.lists.map((l) => [l, 0]));
  const outcomes: Record<MergeOutcome, number> = {
    created: 0,
    updated: 0,
    unchanged: 0,
    keptUnsubscribed: 0,
    keptBounced: 0,
  };
  const problems: Partial<Record<RowProblem, number>> = {};
  const writes: ImportPlan['writes'] = [];
  const rows = input.rows.map((row) => {
    if (row.problem) return row;
    const incoming = subscriberRecord({
      organisationId: input.organisationId,
      email: row.email,
      name: row.name,
      lists: input.lists,
      status: 'subscribed',
      consent: { source: 'import', at: input.now, wording: input.wording },
      now: input.now,
      startAutomations,
      ...(row.customFields ? { customFields: row.customFields } : {}),
    });
    const existing = input.existing.get(incoming.id) ?? null;
    if (!existing && input.suppressed.has(input.hashOf(row.email)))
      return { ...row, problem: 'suppressed' as const };
    const merged = mergeSubscriber(existing, incoming.doc);
    outcomes[merged.outcome] += 1;
    if (merged.outcome === 'keptUnsubscribed') return { ...row, problem: 'unsubscribed' as const };
    if (merged.outcome === 'keptBounced') return { ...row, problem: 'bounced' as const };
    if (merged.outcome === 'created' || merged.outcome === 'updated') {
      writes.push({ id: incoming.id, doc: merged.doc as SubscriberDoc });
      const before = existing?.status === 'subscribed' ? existing.lists : [];
      if (merged.doc.status === 'subscribed')
        for (const l of input.lists) if (!before.includes(l)) joins[l] = (joins[l] ?? 0) + 1;
    }
    return row;
  });
  for (const r of rows) if (r.problem) problems[r.problem] = (problems[r.problem] ?? 0) + 1;
  return { rows, writes, outcomes, problems, joins, startAutomations };
}

/** The export: one line per subscriber of the filtered set. */
export function exportCsv(rows: readonly Subscriber[], listNames: ReadonlyMap<string, string>): string {
  return Papa.unparse(
    rows.map((s) => ({
      email: s.email,
      name: s.name,
      status: s.status,
      lists: s.lists.map((l) => listNames.get(l) ?? l).join('; '),
      consentSource: s.consent.source,
      consentAt: s.consent.at.toISOString(),
      consentWording: s.consent.wording,
      consentConfirmedBy: s.consent.confirmedBy ?? '',
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    })),
  );
}

/** The public sign-up page of a list, for its link and the embeddable snippet. */
export const signupUrl = (origin: string, listId: string) =>
  `${origin.replace(/\/+$/, '')}/subscribe/${encodeURIComponent(listId)}`;
export const embedSnippet = (url: string) =>
  `<iframe src="${url}" title="Sign up" width="100%" height="520" style="border:0"></iframe>`;
