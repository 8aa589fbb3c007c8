import type { Response } from 'express';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { isOrgAdmin, type Caller } from '../mail/caller.js';
import { db } from '../mail/store.js';
import {
  HISTORY_COLLECTION,
  PLATFORM_HISTORY,
  undoRefusal,
  type HistoryKind,
  type HistoryTarget,
} from '@storytelling/shared/history';
import { undoAuthorMerge, type UndoableEntry } from './author-merge-undo.js';
import { serverHistoryWrite } from './log.js';
import { undoMemberRemoval } from './member-removal-undo.js';
import { undoTagDeletion } from './tag-deletion-undo.js';

/** Who may undo an entry: whoever may read it (the organisation's admins; the platform's: super admins). */
export const mayUndo = (caller: Caller, organisationId: string) =>
  organisationId === PLATFORM_HISTORY ? caller.superAdmin : isOrgAdmin(caller, organisationId);

type Undoer = (tx: Transaction, entry: UndoableEntry) => Promise<string | null>;
const UNDOERS: Partial<Record<HistoryKind, Undoer>> = {
  'author-merge': (tx, entry) => undoAuthorMerge(db(), tx, entry),
  'tag-deleted': (tx, entry) => undoTagDeletion(db(), tx, entry),
  'member-removed': (tx, entry) => undoMemberRemoval(db(), tx, entry),
};

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const dateOf = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);

/**
 * `POST undoHistory {entryId}` with the caller's ID token: undoes an undoable entry (history.ts) within its
 * days, restoring exactly what its payload holds, or answers why not (too old, already undone, changed since).
 * In one transaction: the restore, the entry marked undone, and a new `undo` entry saying who undid it.
 */
export async function handleUndoHistory(req: Request, res: Response): Promise<void> {
  const fail = (status: number, error: string) => void res.status(status).json({ ok: false, error });
  if (req.method !== 'POST') return fail(405, 'Use POST');
  const who = await callerOf(req);
  if (!who.ok) return fail(401, who.error);
  const entryId = (req.body as { entryId?: unknown } | undefined)?.entryId;
  if (typeof entryId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(entryId))
    return fail(400, 'entryId: say which change to undo');
  const ref = db().collection(HISTORY_COLLECTION).doc(entryId);
  try {
    const undoId = await db().runTransaction(async (tx) => {
      const entry = (await tx.get(ref)).data();
      if (!entry) throw new Refused(404, 'This history entry does not exist');
      const organisationId = String(entry.organisationId ?? '');
      if (!mayUndo(who.caller, organisationId)) throw new Refused(403, 'You may not undo this change');
      const kind = entry.kind as HistoryKind;
      const at = dateOf(entry.at);
      if (!at) throw new Refused(409, 'This entry has no time and cannot be undone');
      const refusal = undoRefusal(
        { kind, at, undo: entry.undo, undoneAt: dateOf(entry.undoneAt) },
        new Date(),
      );
      const undoer = UNDOERS[kind];
      if (refusal || !undoer) throw new Refused(409, refusal ?? 'This change cannot be undone');
      const target = entry.target as HistoryTarget;
      const changed = await undoer(tx, {
        undo: entry.undo,
        actorUid: String(entry.actorUid ?? ''),
        at: entry.at as Timestamp,
        organisationId,
        targetId: String(target?.id ?? ''),
      });
      if (changed) throw new Refused(409, `${changed}; nothing was undone`);
      tx.update(ref, { undoneAt: FieldValue.serverTimestamp(), undoneBy: who.caller.uid });
      const undo = serverHistoryWrite(who.caller, {
        organisationId,
        kind: 'undo',
        summary: `Undid: ${String(entry.summary ?? kind)}`,
        target: { collection: HISTORY_COLLECTION, id: entryId, label: target?.label ?? entryId },
      });
      tx.set(undo.ref, undo.data);
      return undo.ref.id;
    });
    res.status(200).json({ ok: true, undoId });
  } catch (error) {
    if (error instanceof Refused) return fail(error.status, error.message);
    throw error;
  }
}
