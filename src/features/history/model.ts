import { z } from 'zod/mini';
import {
  HISTORY_KIND_LABELS,
  HISTORY_KINDS,
  SERVER_HISTORY_KINDS,
  type HistoryKind,
} from '@storytelling/shared/history';
import { zDate, type WithId } from '../../lib/converter';

export { HISTORY_KIND_LABELS, offersUndo, PLATFORM_HISTORY, UNDO_DAYS } from '@storytelling/shared/history';
export { removalNotUndoable } from '@storytelling/shared/member-removal';
export type { HistoryKind };

/** Every kind an entry can have, in the order the filter offers them. */
export const ALL_HISTORY_KINDS: readonly HistoryKind[] = [...HISTORY_KINDS, ...SERVER_HISTORY_KINDS];

/** Collection `history` (packages/shared/src/history.ts builds what is written). */
export const zHistoryEntry = z.object({
  organisationId: z.string(),
  kind: z.enum(ALL_HISTORY_KINDS as [HistoryKind, ...HistoryKind[]]),
  actorUid: z.string(),
  actorName: z.string(),
  at: zDate,
  summary: z.string(),
  target: z.object({ collection: z.string(), id: z.string(), label: z.string() }),
  // What an undo would restore stays on the server's side of the screen: only whether there is one matters here.
  undo: z.optional(z.unknown()),
  undoneAt: z.optional(zDate),
  undoneBy: z.optional(z.string()),
});
export type HistoryRow = WithId<z.infer<typeof zHistoryEntry>>;

export interface HistoryFilters {
  organisationId: string;
  kind: HistoryKind | '';
  actorUid: string;
  /** Days (yyyy-mm-dd), both included; '' for open. */
  from: string;
  to: string;
}

/** What is wrong with a date range, or null. */
export function rangeProblem(from: string, to: string): string | null {
  return from && to && from > to ? 'The start day is after the end day' : null;
}

/** The people a person filter offers: the organisation's members and whoever appears in the pages read. */
export function peopleToFilter(
  members: readonly { userKey: string; name: string }[],
  rows: readonly HistoryRow[],
): { uid: string; name: string }[] {
  const byUid = new Map<string, string>();
  for (const m of members) byUid.set(m.userKey, m.name || m.userKey);
  for (const r of rows) if (!byUid.has(r.actorUid)) byUid.set(r.actorUid, r.actorName);
  return [...byUid].map(([uid, name]) => ({ uid, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const kindLabel = (kind: HistoryKind) => HISTORY_KIND_LABELS[kind];
