import { serverTimestamp, type FieldValue } from 'firebase/firestore';
import { PLATFORM_HISTORY } from '../../../functions/src/shared/history';
import { COLLECTIONS } from '../../lib/collections';
import type { HistoryFact } from '../../lib/history-entry';
import { consentRecordOf, type ConsentInput } from './consent';
import type { Recording } from './model';

/**
 * The fields a recording's consent is recorded with: the consent as given, signed by whoever records it and
 * stamped by the server, and the licence chosen with it. Recording consent again replaces a withdrawn one.
 * Shared by the service, the demo seed's tests and the rules tests, so they all write what the app writes.
 */
export const recordConsentFields = (input: ConsentInput, recordedBy: string, recordedByName?: string) => ({
  consent: { ...consentRecordOf(input, recordedBy, recordedByName), recordedAt: serverTimestamp() },
  licence: input.licence,
  updatedAt: serverTimestamp(),
});

/**
 * The fields a withdrawal writes: when, who and why beside the consent as it was, and, when the recording was
 * published, its approval undone in the same write (it goes back to the review queue): the public never hears a
 * recording whose consent is withdrawn, and it cannot be approved again until consent is recorded anew.
 */
export function withdrawConsentFields(
  recording: Pick<Recording, 'moderation'>,
  reason: string,
  withdrawnBy: string,
  withdrawnByName?: string,
): Record<string, FieldValue | string | { status: 'pending' }> {
  return {
    'consent.withdrawnAt': serverTimestamp(),
    'consent.withdrawnBy': withdrawnBy,
    ...(withdrawnByName ? { 'consent.withdrawnByName': withdrawnByName.slice(0, 200) } : {}),
    'consent.withdrawnReason': reason.trim(),
    ...(recording.moderation?.status === 'approved' ? { moderation: { status: 'pending' } } : {}),
    updatedAt: serverTimestamp(),
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
