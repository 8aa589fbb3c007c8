/**
 * The history of consequential actions (collection `history`): who did what, when, to which thing, and, for the
 * actions that can be undone, what is needed to put it back exactly. Pure: the app (a client write's batch), the
 * functions (actions and undos that run on the server) and the demo seed build entries with `historyEntry`, each
 * passing its own server-time sentinel, so the three cannot drift apart.
 *
 * The log is append-only for everyone but the server: the rules let a person create an entry about their own act
 * and nobody (super admins included) change or delete one. An undo is recorded by the `undoHistory` function
 * (Admin SDK) as a new `undo` entry, and the undone entry gets `undoneAt`/`undoneBy` in the same transaction, so
 * that a second undo is refused atomically.
 */
import { removalNotUndoable } from './member-removal.js';

export const HISTORY_COLLECTION = 'history';

/** The kinds a person's own write may log (the rules accept exactly these). */
export const HISTORY_KINDS = [
  'role-change',
  'member-removed',
  'author-merge',
  'tag-deleted',
  'project-deleted',
  'codes-generated',
  'settings-changed',
  'send',
  'compliance-recorded',
  'consent-withdrawn',
] as const;
/** Kinds only the server writes: the record of an undo, a project's archive exported. */
export const SERVER_HISTORY_KINDS = ['undo', 'project-exported'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number] | (typeof SERVER_HISTORY_KINDS)[number];

export const HISTORY_KIND_LABELS: Record<HistoryKind, string> = {
  'role-change': 'Role changed',
  'member-removed': 'Member removed',
  'author-merge': 'Authors merged',
  'tag-deleted': 'Tag deleted',
  'project-deleted': 'Project deleted',
  'codes-generated': 'Codes generated',
  'settings-changed': 'Settings changed',
  send: 'Sent',
  'compliance-recorded': 'Compliance recorded',
  'consent-withdrawn': 'Consent withdrawn',
  undo: 'Undo',
  'project-exported': 'Project exported',
};

/**
 * Authors and tags belong to no organisation (super admins and project admins curate them), so their history is
 * the platform's: entries under this id, read by super admins only. The leading underscore keeps it apart from
 * real organisation ids, and the rules treat it before any organisation role is asked.
 */
export const PLATFORM_HISTORY = '_platform';

/** The kinds that can be undone, for this many days after the act. */
export const UNDOABLE_KINDS: readonly HistoryKind[] = ['author-merge', 'tag-deleted', 'member-removed'];
export const UNDO_DAYS = 7;
const DAY_MS = 86_400_000;

export interface HistoryTarget {
  collection: string;
  id: string;
  /** What a person calls the thing (a name), as it was when the act happened. */
  label: string;
}

export interface HistoryActor {
  uid: string;
  name: string;
}

export interface HistoryInput {
  organisationId: string;
  kind: HistoryKind;
  actor: HistoryActor;
  summary: string;
  target: HistoryTarget;
  /** What restores the change exactly; only for the undoable kinds. */
  undo?: Record<string, unknown>;
}

export interface HistoryEntry<At> {
  organisationId: string;
  kind: HistoryKind;
  actorUid: string;
  actorName: string;
  at: At;
  summary: string;
  target: HistoryTarget;
  undo?: Record<string, unknown>;
}

/** Summaries and labels are read by people and stored in every entry: long ones are cut, not refused. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One history entry. `at` is the writer's server-time sentinel (client or Admin SDK), so the time is the server's. */
export function historyEntry<At>(input: HistoryInput, at: At): HistoryEntry<At> {
  return {
    organisationId: input.organisationId,
    kind: input.kind,
    actorUid: input.actor.uid,
    actorName: clip(input.actor.name || input.actor.uid, 200),
    at,
    summary: clip(input.summary, 500),
    target: {
      collection: input.target.collection,
      id: input.target.id,
      label: clip(input.target.label || input.target.id, 200),
    },
    ...(input.undo ? { undo: input.undo } : {}),
  };
}

/** What is undone, when, by whom: the fields an undo adds to the entry it undoes (server only). */
export interface UndoneMark<At> {
  undoneAt: At;
  undoneBy: string;
}

/**
 * Why an entry cannot be undone now, or null when it can. What changed since is checked by each kind's undo
 * against the stored documents; this is what the entry alone decides.
 */
export function undoRefusal(
  entry: { kind: HistoryKind; at: Date; undo?: unknown; undoneAt?: Date | null },
  now: Date,
): string | null {
  if (!UNDOABLE_KINDS.includes(entry.kind) || !entry.undo) return 'This change cannot be undone';
  // A removal logged without a payload says why instead (too much to check for one write's rules).
  const withoutUndo = entry.kind === 'member-removed' ? removalNotUndoable(entry.undo) : null;
  if (withoutUndo) return withoutUndo;
  if (entry.undoneAt) return 'This change has already been undone';
  if (now.getTime() - entry.at.getTime() > UNDO_DAYS * DAY_MS)
    return `This change is more than ${UNDO_DAYS} days old and can no longer be undone`;
  return null;
}

/** Whether the screen offers Undo for an entry (the server decides again when asked). */
export const offersUndo = (entry: Parameters<typeof undoRefusal>[0], now: Date) =>
  undoRefusal(entry, now) === null;

/**
 * What a tag's deletion stores to undo it exactly: the tag document as it was, and for a pin tag the pin whose
 * removal emptied it (the same write took the tag out of that pin's location tags, so undo puts it back).
 */
export interface TagDeletionUndo {
  tagId: string;
  tag: Record<string, unknown>;
  pinKey?: string;
}

/** The record of each author merge, written in the same transaction as the merge's history entry. */
export const AUTHOR_MERGES = 'authorMerges';

/** What an author merge stores to undo it exactly. */
export interface AuthorMergeUndo {
  survivorKey: string;
  mergedKey: string;
  /** The duplicate profile as it was, recreated as such. */
  merged: Record<string, unknown>;
  /** The duplicate's address, if it had one. */
  mergedEmail: string | null;
  /** Whether the merge gave the survivor the duplicate's address (it had none): undo takes it away again. */
  survivorGotEmail: boolean;
  /** The survivor's fields the merge changed, before and after (after: to see whether it was edited since). */
  survivorBefore: { authorTags: string[]; projectKeys: string[] };
  survivorAfter: { authorTags: string[]; projectKeys: string[] };
  recordingIds: string[];
  /** Each tag's authorKeys before and after the merge. */
  tags: { id: string; before: string[]; after: string[] }[];
  userIds: string[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * What changed since an author merge that makes its undo unsafe, or null. `now` holds the documents as they are:
 * a profile with the duplicate's key made again, the survivor's tags or projects edited, a recording given to
 * another author, a tag's authors edited.
 */
export function authorMergeChangedSince(
  undo: AuthorMergeUndo,
  now: {
    mergedExists: boolean;
    survivor: { authorTags: string[]; projectKeys: string[] } | null;
    recordingAuthors: Record<string, string | null>;
    tagAuthors: Record<string, string[] | null>;
  },
): string | null {
  if (now.mergedExists) return 'An author profile with the merged key has been created again since the merge';
  if (!now.survivor) return 'The surviving author profile has been deleted since the merge';
  if (
    !sameList(now.survivor.authorTags, undo.survivorAfter.authorTags) ||
    !sameList(now.survivor.projectKeys, undo.survivorAfter.projectKeys)
  )
    return 'The surviving author profile has been edited since the merge';
  if (undo.recordingIds.some((id) => now.recordingAuthors[id] !== undo.survivorKey))
    return 'A recording of the merge has been changed or deleted since';
  if (undo.tags.some((t) => !now.tagAuthors[t.id] || !sameList(now.tagAuthors[t.id] ?? [], t.after)))
    return 'A tag of the merge has been changed or deleted since';
  return null;
}
