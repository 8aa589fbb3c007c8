import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordingKeys } from '../../lib/query-keys';
import { tagKeys } from '../tags';
import type { ConsentInput } from './consent';
import { getConsentRecord, listConsentRecords, recordConsent, withdrawConsent } from './consent-service';
import type { ContentRating } from './model';
import type { Decision } from './moderation';
import type { RecordingDetails } from './recording-details';
import {
  decideRecording,
  listProjectRecordings,
  listPublishedRecordings,
  listRecordingsByAuthor,
  listReviewQueue,
  setContentRating,
  updateRecordingDetails,
} from './service';
import { authorCount, projectCounts, ratingCounts, topRecordings } from './stats-service';

export const useReviewQueue = (projectIds: readonly string[] | undefined) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'queue', projectIds],
    queryFn: () => listReviewQueue(projectIds ?? []),
    enabled: projectIds !== undefined,
  });

/** Every recording of the given projects, read only while `enabled` (the "All recordings" tab is open). */
/** A project's published recordings, for those who only read it. */
export const usePublishedRecordings = (projectId: string) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'published', projectId],
    queryFn: () => listPublishedRecordings(projectId),
  });

export const useProjectRecordings = (projectIds: readonly string[] | undefined, enabled = true) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'projects', projectIds],
    queryFn: () => listProjectRecordings(projectIds ?? []),
    enabled: enabled && projectIds !== undefined,
  });

/**
 * Saves a recording's album and tags. The save changes tags too (created on first use, deleted with their last
 * key), so both the recordings and the tags are read again afterwards, whatever the outcome.
 */
export function useSaveRecordingDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ recordingKey, details }: { recordingKey: string; details: RecordingDetails }) =>
      updateRecordingDetails(recordingKey, details),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recordingKeys.all }),
        client.invalidateQueries({ queryKey: tagKeys.all }),
      ]),
  });
}

export const useAuthorRecordings = (authorKey: string | null | undefined) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'byAuthor', authorKey],
    queryFn: () => listRecordingsByAuthor(authorKey ?? ''),
    enabled: Boolean(authorKey),
  });

const projectCountsQuery = (projectId: string) => ({
  queryKey: [...recordingKeys.all, 'counts', projectId],
  queryFn: () => projectCounts(projectId),
});
export const useProjectCounts = (projectId: string) => useQuery(projectCountsQuery(projectId));
/** The counts of several projects, each its own query (shared with useProjectCounts), in the order given. */
export const useProjectsCounts = (projectIds: readonly string[]) =>
  useQueries({ queries: projectIds.map(projectCountsQuery) });

export const useAuthorCount = () =>
  useQuery({ queryKey: [...recordingKeys.all, 'authorCount'], queryFn: authorCount });

export const useRatingCounts = (projectId: string | null, total: number | undefined) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'ratings', projectId, total],
    queryFn: () => ratingCounts(projectId ?? '', total ?? 0),
    enabled: Boolean(projectId) && total !== undefined,
  });

export const useTopRecordings = (projectId: string | null) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'top', projectId],
    queryFn: () => topRecordings(projectId ?? ''),
    enabled: Boolean(projectId),
  });

/** Approves or rejects a recording with its reason; the queue is read again so it leaves the list. */
export function useDecideRecording() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: Decision; reason: string }) =>
      decideRecording(id, status, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}

/** Rates a recording, which moves its key between the content tags: both lists are read again. */
export function useSetContentRating() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: ContentRating }) => setContentRating(id, rating),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recordingKeys.all }),
        client.invalidateQueries({ queryKey: tagKeys.all }),
      ]),
  });
}

/** Records a recording's consent and licence; every list of recordings is read again (queue, register, cards). */
export function useRecordConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConsentInput }) => recordConsent(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}

/** Withdraws a recording's consent with its reason, which unpublishes it; every list is read again. */
export function useWithdrawConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => withdrawConsent(id, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}

/** A project's private consent records by recording id: the names the register shows (its managers only). */
export const useProjectConsentRecords = (projectId: string | undefined) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'consentRecords', projectId],
    queryFn: () => listConsentRecords(projectId ?? ''),
    enabled: Boolean(projectId),
  });

/**
 * One recording's private consent record, for the staff who manage it: read with its project's others (one query
 * that every card of the project shares), or by itself for a recording filed under no project.
 */
export function useConsentRecord(recording: { id: string; project?: string | undefined }) {
  const byProject = useProjectConsentRecords(recording.project || undefined);
  const single = useQuery({
    queryKey: [...recordingKeys.all, 'consentRecord', recording.id],
    queryFn: () => getConsentRecord(recording.id),
    enabled: !recording.project,
  });
  return recording.project ? byProject.data?.get(recording.id) : (single.data ?? undefined);
}
