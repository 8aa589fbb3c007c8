import { normaliseAddress } from '@storytelling/shared/email-address';

/**
 * What the requests inbox reads, in the shape both the filing endpoint and the demo seed write (one builder, so
 * the seed's requests are the server's). Pure: the duplicate search is handed in.
 *
 * The three kinds share the inbox fields: `status` (new → inProgress → scheduled/accepted or declined),
 * `statusHistory` (who and when), `version` (what a staff member's status change was based on, so a later save
 * made from a stale copy is refused), `contactKey` (the normalised contact address, for the duplicate flag).
 */
export const REQUEST_COLLECTIONS = {
  booking: 'bookingRequests',
  group: 'groupWorkshopRequests',
  inquiry: 'projectInquiries',
} as const;
export type RequestKind = keyof typeof REQUEST_COLLECTIONS;

/** How long a second request from the same contact about the same organisation counts as a likely duplicate. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Filer {
  uid: string;
  source: 'account' | 'visitor' | 'seed';
}

/** The contact address the request can be answered at, normalised; empty when it gave only a phone number. */
export function contactKeyOf(kind: RequestKind, request: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  if (kind === 'group')
    return request.contactMethod === 'email' ? normaliseAddress(text(request.contact)) : '';
  return normaliseAddress(text(request.contactEmail));
}

/**
 * Which organisation a request is about, for the duplicate flag: the organisation it was filed for, else the
 * name the requester typed (case and spacing aside).
 */
export function organisationKeyOf(
  kind: RequestKind,
  request: Record<string, unknown>,
  organisationId: string,
): string {
  if (organisationId) return `id:${organisationId}`;
  const name = kind === 'group' ? request.department || request.groupName : request.organisationName;
  return `name:${String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')}`;
}

/** The stored document for a request just filed. `likelyDuplicateOf` is the earlier request's id, if any. */
export function newRequestRecord(input: {
  kind: RequestKind;
  request: Record<string, unknown>;
  organisationId: string;
  filer: Filer;
  now: Date;
  likelyDuplicateOf?: string | null;
}): Record<string, unknown> {
  const { kind, request, organisationId, filer, now } = input;
  return {
    ...request,
    organisationId,
    organisationKey: organisationKeyOf(kind, request, organisationId),
    contactKey: contactKeyOf(kind, request),
    createdBy: filer.source === 'visitor' ? '' : filer.uid,
    source: filer.source === 'seed' ? 'visitor' : filer.source,
    createdAt: now,
    status: 'new',
    statusHistory: [{ status: 'new', by: filer.source === 'visitor' ? '' : filer.uid, at: now }],
    version: 0,
    ...(input.likelyDuplicateOf ? { likelyDuplicateOf: input.likelyDuplicateOf } : {}),
  };
}

/** The earlier request (same contact, same organisation, within the window) this one likely repeats, if any. */
export function likelyDuplicate(
  earlier: { id: string; organisationKey?: unknown; createdAt: Date }[],
  organisationKey: string,
  now: Date,
): string | null {
  const match = earlier
    .filter(
      (r) =>
        r.organisationKey === organisationKey && now.getTime() - r.createdAt.getTime() < DUPLICATE_WINDOW_MS,
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return match?.id ?? null;
}
