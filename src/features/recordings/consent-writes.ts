import * as firestore from 'firebase/firestore';
import { PLATFORM_HISTORY } from '@storytelling/shared/history';
import { COLLECTIONS } from '../../lib/collections';
import type { HistoryFact } from '../../lib/history-entry';
import { consentFactsOf, consentRecordOf, NAME_MAX, type ConsentInput } from './consent';
import type { Recording } from './model';

/** When a write happens: the server's time in the app; a fixed one where the demo seed tells a past. */
type At = firestore.FieldValue | Date;

/** Where a recording's private consent record is kept: beside it, by the same id, readable by its managers only. */
export const consentRecordPath = (recordingId: string) => `${COLLECTIONS.recordingConsents}/${recordingId}`;

/**
 * What recording a recording's consent writes, both in one batch: on the recording, the public facts and the
 * licence chosen with them; in its private record, who consented and who records it. Both carry the same
 * recording time, which is how the rules bind either to the other. Recording consent again replaces a withdrawn
 * one on both. Shared by the service, the demo seed, the migration's tests and the rules tests, so they all
 * write what the app writes.
 */
export function recordConsentWrites(
  input: ConsentInput,
  project: string,
  recordedBy: string,
  recordedByName?: string,
  at: At = firestore.serverTimestamp(),
) {
  return {
    recording: {
      consent: { ...consentFactsOf(input), recordedAt: at },
      licence: input.licence,
      updatedAt: at,
    },
    record: { ...consentRecordOf(input, project, recordedBy, recordedByName), recordedAt: at },
  };
}

/**
 * What a withdrawal writes, both in one batch: on the recording, only when (the public's pages need no more to
 * stop playing it) and, when it was published, its approval undone (it goes back to the review queue): the
 * public never hears a recording whose consent is withdrawn, and it cannot be approved again until consent is
 * recorded anew. Who withdrew it and why go to the private record, beside the consent as it was.
 */
export function withdrawConsentWrites(
  recording: Pick<Recording, 'moderation'>,
  reason: string,
  withdrawnBy: string,
  withdrawnByName?: string,
  at: At = firestore.serverTimestamp(),
) {
  return {
    recording: {
      'consent.withdrawnAt': at,
      ...(recording.moderation?.status === 'approved' ? { moderation: { status: 'pending' as const } } : {}),
      updatedAt: at,
    },
    record: {
      withdrawnAt: at,
      withdrawnBy,
      ...(withdrawnByName ? { withdrawnByName: withdrawnByName.slice(0, NAME_MAX) } : {}),
      withdrawnReason: reason.trim(),
    },
  };
}

/**
 * The history entry written with a withdrawal, in the organisation of the recording's project (the platform's
 * when it has none): when consent is recorded again, the recording keeps only the new consent, and this entry is
 * where who withdrew it, when and why stay.
 */
export function consentWithdrawalHistory(input: {
  recordingId: string;
  title: string;
  reason: string;
  projectOrganisationId: string | undefined;
}): HistoryFact {
  const label = input.title || input.recordingId;
  return {
    organisationId: input.projectOrganisationId || PLATFORM_HISTORY,
    kind: 'consent-withdrawn',
    summary: `Withdrew the consent for “${label}”: ${input.reason.trim()}`,
    target: { collection: COLLECTIONS.recordings, id: input.recordingId, label },
  };
}
