import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listRecordingsByAuthor, listReviewQueue } from './service';
import { authorCount, projectCounts, ratingCounts, topRecordings } from './stats-service';

export const recordingKeys = { all: ['recordings'] as const };

export const useReviewQueue = (projectIds: readonly string[] | undefined) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'queue', projectIds],
    queryFn: () => listReviewQueue(projectIds ?? []),
    enabled: projectIds !== undefined,
  });

export const useAuthorRecordings = (authorKey: string | null | undefined) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'byAuthor', authorKey],
    queryFn: () => listRecordingsByAuthor(authorKey ?? ''),
    enabled: Boolean(authorKey),
  });

export const useProjectCounts = (projectId: string) =>
  useQuery({
    queryKey: [...recordingKeys.all, 'counts', projectId],
    queryFn: () => projectCounts(projectId),
  });

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

export function useRefreshRecordings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: recordingKeys.all });
}
