import { useQuery } from '@tanstack/react-query';

/**
 * The public forms view's read, apart from queries.ts (whose static imports bring the streaming SDK, Auth and
 * other features). Signed out, the page reads through the REST API (public-reads.ts); signed in, through the service as before, whose
 * Firestore waits for the signed-in user so that a private project the user may read is not refused.
 * Same query key as before.
 */
export function useVisitorProject(projectId: string, userId: string | null) {
  return useQuery({
    queryKey: ['projects', 'visitor', projectId, userId],
    queryFn: async () =>
      userId
        ? (await import('./service')).readProjectAsVisitor(projectId)
        : (await import('./public-reads')).readProjectSignedOut(projectId),
  });
}
