import { isPlainAddress, normaliseAddress } from './email-address.js';

/**
 * "Find anyone" in an organisation's subscribers. Firestore has no substring search, so each record carries
 * `searchTokens`: the substrings its address and name are found by, as the keys of a map (token → true), and a
 * search is one equality on `searchTokens.<token>`. Pure, shared by every writer (the shared record builder,
 * the merge, the app's edit, the functions' sign-up paths, the seed, the backfill) and by the query, so a record
 * is always found by the same words it was indexed with.
 *
 * Why a map and not an array: an equality on a map key is served by that key's own single-field index, so it
 * combines with the organisation, status and list filters (Firestore merges those indexes; a query may hold
 * only one array-contains, which the list filter already is) and reads only the page it returns. An array
 * would need a composite index per filter and sort combination and could never meet the list filter; on the
 * emulator an array-contains over ~250 tokens a record also scans every record (seconds at 2,000 records),
 * where the map key is looked up. The price: search results come in address (record id) order.
 *
 * Sizes, and why:
 * - substrings of 3 to 10 characters: three letters are the least that narrows 50,000 people usefully, and ten
 *   covers a whole surname or most of a domain ("archer", "riverside."), which is what people type; a longer
 *   search looks up its first ten characters and the few records that contain those but not the rest are
 *   dropped on reading (`matchesSearch`), and a whole address is looked up as itself;
 * - the first 64 characters of each field: addresses and names are shorter in practice, and the cap keeps a
 *   record's tokens (one index entry each) bounded whatever someone types;
 * - one- and two-letter searches find the start of a word ("ar" finds "Archer" and "arc@…"): a fragment that
 *   short in the middle of words would match nearly everyone.
 * With these limits a record has at most TOKEN_LIMIT tokens (the rules refuse more); a typical one has about 250.
 */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 10;
export const SEARCH_FIELD_CHARS = 64;
/** 2 fields × (Σ over lengths 3..10 of 64 − length + 1 = 468) + the word starts of 64 characters (≤ 64). */
export const TOKEN_LIMIT = 1000;

/**
 * The form in which both sides compare: lower case, accents folded ("Siân" is found by "sian"), runs of
 * spaces as one.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const field = (text: string) => foldForSearch(text).slice(0, SEARCH_FIELD_CHARS);
const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The tokens of a record with this address and name, sorted so that equal records get equal arrays. */
export function searchTokens(email: string, name: string): string[] {
  const out = new Set<string>();
  for (const text of [field(email), field(name)]) {
    for (let len = SEARCH_MIN; len <= SEARCH_MAX; len++)
      for (let i = 0; i + len <= text.length; i++) out.add(text.slice(i, i + len));
    for (const w of words(text)) {
      out.add(w.slice(0, 1));
      if (w.length > 1) out.add(w.slice(0, 2));
    }
  }
  // Firestore reserves keys that start and end with two underscores.
  return [...out].filter((t) => !/^__.*__$/.test(t)).sort();
}

/** The stored form of a record's tokens (`searchTokens`): each token a key of the map. */
export function searchTokenMap(email: string, name: string): Record<string, true> {
  return Object.fromEntries(searchTokens(email, name).map((t) => [t, true as const]));
}

/** The one token a search looks up, or null for an empty search. */
export function searchTokenOf(search: string): string | null {
  const q = foldForSearch(search);
  return q ? q.slice(0, SEARCH_MAX) : null;
}

/**
 * Whether a search's token alone decides it: true up to ten characters, false beyond, where the records read
 * must still be checked with `matchesSearch`.
 */
export const tokenDecides = (search: string): boolean => foldForSearch(search).length <= SEARCH_MAX;

/** Whether a record is found by this search, exactly as its tokens and the check of longer searches say. */
export function matchesSearch(record: { email: string; name: string }, search: string): boolean {
  const q = foldForSearch(search);
  if (!q) return true;
  const texts = [field(record.email), field(record.name)];
  if (q.length < SEARCH_MIN) return texts.some((t) => words(t).some((w) => w.startsWith(q)));
  return texts.some((t) => t.includes(q));
}

/** The filters of the subscribers table, the export and the bulk jobs: all optional, combined with "and". */
export interface SubscriberQuery {
  organisationId: string;
  status?: string;
  listId?: string;
  /** Anywhere in the address or the name (see above). */
  search?: string;
}

/**
 * How a filter becomes one Firestore query, the same for the app (web SDK) and the functions (Admin SDK):
 * equalities on the organisation, the status, the address (a whole address searched for) and the search token
 * (`searchTokens.<token>` == true), and the list as the one array-contains. Only a search longer than a token
 * is checked on the records read (`recheck`), so a page reads a bounded batch rather than the organisation.
 */
export interface QueryPlan {
  equals: [field: 'organisationId' | 'status' | 'email', value: string][];
  /**
   * A whole address searched for, or null. At most one record has it, the one whose id is made of the
   * organisation and the address (subscribers.ts subscriberId), so a reader that wants an answer at once reads
   * that record by its id and checks the rest of the filter on it: an equality on `email` is also in `equals`
   * for readers that go through a query, but the emulator answers one by going through every record (seconds
   * at 50,000), where a read by id takes milliseconds.
   */
  address: string | null;
  /** The token to look up under `searchTokens`, or null. */
  token: string | null;
  listId: string | null;
  recheck: boolean;
}

export function planSubscriberQuery(f: SubscriberQuery): QueryPlan {
  const equals: QueryPlan['equals'] = [['organisationId', f.organisationId]];
  if (f.status) equals.push(['status', f.status]);
  const listId = f.listId || null;
  // A whole address (pasted from an e-mail, say) is looked up as itself: exact, and free of the first-ten-
  // characters check, which for a common start ("subscriber…") would have to read past many others.
  const address = normaliseAddress(f.search ?? '');
  if (isPlainAddress(address)) {
    equals.push(['email', address]);
    return { equals, address, token: null, listId, recheck: false };
  }
  const token = searchTokenOf(f.search ?? '');
  return { equals, address: null, token, listId, recheck: !!token && !tokenDecides(f.search ?? '') };
}

/** Whether a record read matches the whole filter (what `recheck` checks). */
export function matchesQuery(
  record: { organisationId: string; status: string; lists: readonly string[]; email: string; name: string },
  f: SubscriberQuery,
): boolean {
  return (
    record.organisationId === f.organisationId &&
    (!f.status || record.status === f.status) &&
    (!f.listId || record.lists.includes(f.listId)) &&
    matchesSearch(record, f.search ?? '')
  );
}
