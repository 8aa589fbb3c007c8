import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import { URGENCY } from '../workshops/model';

/**
 * The requests inbox: booking requests, group workshop requests and project inquiries in one list. Pure: the
 * status steps, the change a step writes (the rules check the same shape), the merge of three collections into
 * one page, and how each kind reads in the list.
 */
export const REQUEST_KINDS = ['booking', 'group', 'inquiry'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const KIND_LABELS: Record<RequestKind, string> = {
  booking: 'Booking request',
  group: 'Group workshop request',
  inquiry: 'Project inquiry',
};

export const REQUEST_STATUSES = ['new', 'inProgress', 'scheduled', 'accepted', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  inProgress: 'In progress',
  scheduled: 'Scheduled',
  accepted: 'Project created',
  declined: 'Declined',
};
/** What a request of each kind becomes: a workshop (scheduled) or a project (accepted). */
export const OUTCOME: Record<RequestKind, 'scheduled' | 'accepted'> = {
  booking: 'scheduled',
  group: 'scheduled',
  inquiry: 'accepted',
};
export const LINK_FIELD: Record<RequestKind, 'workshopId' | 'projectId'> = {
  booking: 'workshopId',
  group: 'workshopId',
  inquiry: 'projectId',
};

export const URGENCIES = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCIES)[number];
/** The spec's wording: low is flexible; medium is within 2-4 weeks; high is within 1-2 weeks. */
export const URGENCY_LABELS: Record<Urgency, string> = URGENCY;

export const STALE_SAVE =
  'Someone else changed this request since you opened it. Close it and open it again to see their change.';

const zHistoryEntry = z.object({ status: z.string(), by: z._default(z.string(), ''), at: zDate });

/** The inbox fields every kind has (older requests may lack the history); the rest is the requester's own. */
export const zInboxRecord = z.looseObject({
  status: z._default(z.enum(REQUEST_STATUSES), 'new'),
  statusHistory: z._default(z.array(zHistoryEntry), []),
  version: z._default(z.int(), 0),
  createdAt: zDate,
  organisationId: z._default(z.string(), ''),
  organisationName: z._default(z.string(), ''),
  contactName: z._default(z.string(), ''),
  likelyDuplicateOf: z.optional(z.string()),
  workshopId: z.optional(z.string()),
  projectId: z.optional(z.string()),
  declineReason: z.optional(z.string()),
  urgency: z.optional(z.enum(URGENCIES)),
});
export type InboxRecord = z.infer<typeof zInboxRecord>;
export type InboxItem = InboxRecord & { id: string; kind: RequestKind };

/** The statuses a request may move to next: one step forward, never back from an outcome. */
export function nextStatuses(kind: RequestKind, status: RequestStatus): RequestStatus[] {
  const done = OUTCOME[kind];
  if (status === 'new') return ['inProgress', done, 'declined'];
  if (status === 'inProgress') return [done, 'declined'];
  return [];
}

/**
 * The fields one status step writes (the service adds the server's `updatedAt`): the next version, the history
 * with who and when, and for an outcome the reply the server will send (replyNotified false).
 */
export function statusChange(
  kind: RequestKind,
  current: Pick<InboxRecord, 'status' | 'version' | 'statusHistory'>,
  to: RequestStatus,
  by: string,
  at: Date,
  extra: { declineReason?: string; link?: string } = {},
): Record<string, unknown> {
  if (!nextStatuses(kind, current.status).includes(to))
    throw new Error(`A ${kind} request cannot go from ${current.status} to ${to}`);
  return {
    status: to,
    statusHistory: [...current.statusHistory, { status: to, by, at }],
    version: current.version + 1,
    updatedBy: by,
    ...(to === OUTCOME[kind] || to === 'declined' ? { replyNotified: false } : {}),
    ...(to === 'declined' ? { declineReason: extra.declineReason ?? '' } : {}),
    ...(to === OUTCOME[kind] ? { [LINK_FIELD[kind]]: extra.link ?? '' } : {}),
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What the list shows first: the group's name, else the organisation the requester named. */
export function titleOf(item: InboxItem): string {
  if (item.kind === 'group') return text(item.groupName) || 'Group request';
  if (item.kind === 'inquiry')
    return text(item.projectName) || text(item.organisationName) || 'Project inquiry';
  return text(item.organisationName) || 'Booking request';
}

/** How to reach the requester. */
export function contactOf(item: InboxItem): string {
  return item.kind === 'group' ? text(item.contact) : text(item.contactEmail);
}

/** Everything a search matches: names, addresses, organisation, free text. */
export function searchText(item: InboxItem): string {
  return [
    titleOf(item),
    item.contactName,
    contactOf(item),
    item.organisationName,
    text(item.department),
    text(item.notes),
    text(item.message),
    text(item.groupDescription),
  ]
    .join(' ')
    .toLowerCase();
}

export function matchesSearch(item: InboxItem, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = searchText(item);
  return words.every((w) => haystack.includes(w));
}

/** Where a stream goes on: after this document (its createdAt and id, the query's order). */
export interface After {
  at: Date;
  id: string;
}
/** Per collection: how far its stream has been shown (the last shown document), and whether it has more. */
export type Cursors = Partial<Record<RequestKind, { after: After | null; done: boolean }>>;

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One page of the three streams merged newest (or oldest) first. Each stream was read `perKind` documents past
 * its cursor, in the same order; an item is shown only while no stream that still has more could hold an
 * earlier one, so paging never skips or repeats. Returns the items and where each stream goes on.
 */
export function mergePage(
  streams: Partial<Record<RequestKind, InboxItem[]>>,
  perKind: number,
  order: 'desc' | 'asc',
  previous: Cursors,
): { items: InboxItem[]; cursors: Cursors; more: boolean } {
  const before = (a: InboxItem, b: InboxItem) =>
    order === 'desc'
      ? b.createdAt.getTime() - a.createdAt.getTime() || byId(b.id, a.id)
      : a.createdAt.getTime() - b.createdAt.getTime() || byId(a.id, b.id);
  const kinds = Object.keys(streams) as RequestKind[];
  const full = kinds.filter((k) => (streams[k]?.length ?? 0) >= perKind);
  // The last item each full stream read: nothing later than the earliest of these can be shown yet.
  const limits = full.map((k) => streams[k]![streams[k]!.length - 1]!);
  const all = kinds.flatMap((k) => streams[k] ?? []).sort(before);
  const items = limits.length ? all.filter((item) => limits.every((edge) => before(item, edge) <= 0)) : all;
  const cursors: Cursors = { ...previous };
  for (const k of kinds) {
    const shown = items.filter((i) => i.kind === k);
    const read = streams[k] ?? [];
    const last = shown[shown.length - 1];
    cursors[k] = {
      after: last ? { at: last.createdAt, id: last.id } : (previous[k]?.after ?? null),
      done: read.length < perKind && shown.length === read.length,
    };
  }
  return { items, cursors, more: kinds.some((k) => !cursors[k]!.done) };
}

const addHours = (time: string, hours: number) => {
  const [h = 10, m = 0] = time.split(':').map(Number);
  return `${String(Math.min(h + hours, 23)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/** A new workshop's starting values from a booking or group request, for staff to check and complete. */
export function workshopPrefill(item: InboxItem) {
  const start = '10:00';
  if (item.kind === 'group') {
    const email = item.contactMethod === 'email' ? text(item.contact) : '';
    return {
      title: `${text(item.groupName)} workshop`.trim(),
      startTime: start,
      endTime: addHours(start, 2),
      duration: 2 as const,
      description: [text(item.groupDescription), text(item.notes)].filter(Boolean).join('\n\n'),
      organisationId: item.organisationId,
      organisationName: text(item.department),
      leadContact: { name: item.contactName, email, phone: email ? '' : text(item.contact) },
    };
  }
  const duration = ([2, 3, 4] as const).find((d) => d === item.duration) ?? 2;
  const dates = Array.isArray(item.preferredDates) ? (item.preferredDates as unknown[]).map(text) : [];
  return {
    title: `${item.organisationName} workshop`.trim(),
    date: dates[0] ?? '',
    startTime: start,
    endTime: addHours(start, duration),
    duration,
    description: text(item.notes),
    organisationId: item.organisationId,
    organisationName: item.organisationName,
    leadContact: {
      name: item.contactName,
      email: text(item.contactEmail),
      phone: text(item.contactPhone),
    },
  };
}
