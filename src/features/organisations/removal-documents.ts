import * as firestore from 'firebase/firestore';
import type { RemovedCode } from '@storytelling/shared/member-removal';
import { COLLECTIONS } from '../../lib/collections';
import { db } from '../../lib/firebase';
import { memberRef, userRef } from '../memberships';

/** What one member's removal will take away, read as stored just before it (for its undo). */
export interface StoredBeforeRemoval {
  /** Their Users record, or null when the remover may not read it (then they may not delete it either). */
  record: Record<string, unknown> | null;
  mirror: Record<string, unknown>;
  codes: RemovedCode[];
}

const raw = (snap: { exists(): boolean; data(): Record<string, unknown> | undefined }) =>
  snap.exists() ? (snap.data() ?? null) : null;

/**
 * A document as stored, or null when it is missing or the rules refuse it to this person. The rules let staff
 * read exactly the records they may delete, so a refused record is one the removal only takes them out of.
 */
async function readRaw(ref: firestore.DocumentReference): Promise<Record<string, unknown> | null> {
  try {
    return raw(await firestore.getDoc(ref));
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * Reads, without parsing (undo writes them back exactly), the member's record and mirror entry and every code
 * and listing the removal deletes: `codes` go with their listings, `listingsOnly` are listings whose code is
 * already gone.
 */
export async function readStoredBeforeRemoval(
  organisationId: string,
  userKey: string,
  codes: readonly string[],
  listingsOnly: readonly string[],
): Promise<StoredBeforeRemoval> {
  const listing = (code: string) =>
    firestore.doc(db(), COLLECTIONS.organisations, organisationId, COLLECTIONS.generatedCodes, code);
  const all = [...codes, ...listingsOnly];
  const [record, mirror, ...stored] = await Promise.all([
    readRaw(userRef(userKey)),
    readRaw(memberRef(organisationId, userKey)),
    ...all.flatMap((code) => [
      codes.includes(code)
        ? readRaw(firestore.doc(db(), COLLECTIONS.accessCodes, code))
        : Promise.resolve(null),
      readRaw(listing(code)),
    ]),
  ]);
  return {
    record: record ?? null,
    mirror: mirror ?? {},
    codes: all.map((code, i) => ({
      code,
      accessCode: stored[2 * i] ?? null,
      listing: stored[2 * i + 1] ?? null,
    })),
  };
}
