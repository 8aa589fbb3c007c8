import { doc, runTransaction, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { historyWrite, signedInActor } from '../../lib/history-entry';
import { converterFor } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { consentState, zConsentInput, zWithdrawInput, type ConsentInput } from './consent';
import { consentWithdrawalHistory, recordConsentFields, withdrawConsentFields } from './consent-writes';
import { zRecording } from './model';

/** Records (or records again, after a withdrawal) a recording's consent and licence, signed by the staff member. */
export async function recordConsent(id: string, input: ConsentInput): Promise<void> {
  const parsed = zConsentInput.safeParse(input);
  if (!parsed.success) throw new AppError(parsed.error.issues[0]?.message ?? 'Check the consent form');
  const me = signedInActor();
  await updateDoc(doc(db(), COLLECTIONS.recordings, id), recordConsentFields(parsed.data, me.uid, me.name));
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
  const ref = doc(db(), COLLECTIONS.recordings, id).withConverter(converterFor(zRecording));
  await runTransaction(db(), async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists()) throw new AppError('Recording not found');
    const recording = snap.data();
    if (consentState(recording) === 'withdrawn') throw new AppError('Consent is already withdrawn');
    if (!recording.consent) throw new AppError('No consent is recorded for this recording');
    const project = recording.project
      ? await tx.get(doc(db(), COLLECTIONS.projects, recording.project))
      : null;
    tx.update(
      doc(db(), COLLECTIONS.recordings, id),
      withdrawConsentFields(recording, parsed.data.reason, me.uid, me.name),
    );
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
