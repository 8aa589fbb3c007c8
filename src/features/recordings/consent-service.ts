import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { historyWrite, signedInActor } from '../../lib/history-entry';
import { converterFor } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { consentState, zConsentInput, zWithdrawInput, type ConsentInput } from './consent';
import {
  consentRecordPath,
  consentWithdrawalHistory,
  recordConsentWrites,
  withdrawConsentWrites,
} from './consent-writes';
import { zConsentRecord, zRecording, type ConsentRecord } from './model';

const recordingRef = (id: string) =>
  firestore.doc(db(), COLLECTIONS.recordings, id).withConverter(converterFor(zRecording));
const recordRef = (id: string) =>
  firestore.doc(db(), consentRecordPath(id)).withConverter(converterFor(zConsentRecord));

/** The most consent records one project's register reads at once (as many as its recordings can be). */
export const CONSENT_RECORD_LIMIT = 5000;

/**
 * Records (or records again, after a withdrawal) a recording's consent and licence, signed by the staff member:
 * its public facts on the recording and its private record, in one transaction (the rules take neither alone).
 */
export async function recordConsent(id: string, input: ConsentInput): Promise<void> {
  const parsed = zConsentInput.safeParse(input);
  if (!parsed.success) throw new AppError(parsed.error.issues[0]?.message ?? 'Check the consent form');
  const me = signedInActor();
  await firestore.runTransaction(db(), async (tx) => {
    const snap = await tx.get(recordingRef(id));
    if (!snap.exists()) throw new AppError('Recording not found');
    const writes = recordConsentWrites(parsed.data, snap.data().project ?? '', me.uid, me.name);
    tx.update(firestore.doc(db(), COLLECTIONS.recordings, id), writes.recording);
    tx.set(firestore.doc(db(), consentRecordPath(id)), writes.record);
  });
}

/**
 * Withdraws a recording's consent with its reason and, in the same transaction, unpublishes it. Recordings have
 * no public copies elsewhere (pins and walks read the recording itself), so this one write takes it out of
 * every public place at once.
 */
export async function withdrawConsent(id: string, reason: string): Promise<void> {
  const parsed = zWithdrawInput.safeParse({ reason });
  if (!parsed.success) throw new AppError(parsed.error.issues[0]?.message ?? 'Give a reason');
  const me = signedInActor();
  await firestore.runTransaction(db(), async (tx) => {
    const snap = await tx.get(recordingRef(id));
    if (!snap.exists()) throw new AppError('Recording not found');
    const recording = snap.data();
    if (consentState(recording) === 'withdrawn') throw new AppError('Consent is already withdrawn');
    if (!recording.consent) throw new AppError('No consent is recorded for this recording');
    const project = recording.project
      ? await tx.get(firestore.doc(db(), COLLECTIONS.projects, recording.project))
      : null;
    const writes = withdrawConsentWrites(recording, parsed.data.reason, me.uid, me.name);
    tx.update(firestore.doc(db(), COLLECTIONS.recordings, id), writes.recording);
    tx.update(firestore.doc(db(), consentRecordPath(id)), writes.record);
    const entry = historyWrite(
      consentWithdrawalHistory({
        recordingId: id,
        title: recording.title ?? '',
        reason: parsed.data.reason,
        projectOrganisationId: project?.get('organisationId') as string | undefined,
      }),
    );
    tx.set(entry.ref, entry.data);
  });
}

/** A project's private consent records by recording id, in one query: the register's names and reasons. */
export async function listConsentRecords(projectId: string): Promise<Map<string, ConsentRecord>> {
  const snap = await firestore.getDocs(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.recordingConsents).withConverter(converterFor(zConsentRecord)),
      firestore.where('project', '==', projectId),
      firestore.limit(CONSENT_RECORD_LIMIT),
    ),
  );
  return new Map(snap.docs.map((d) => [d.id, d.data()]));
}

/** One recording's private consent record (one filed under no project is read by itself); null when none. */
export async function getConsentRecord(recordingId: string): Promise<ConsentRecord | null> {
  const snap = await firestore.getDoc(recordRef(recordingId));
  return snap.exists() ? snap.data() : null;
}
