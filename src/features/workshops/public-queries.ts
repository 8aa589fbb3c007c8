import { useQuery } from '@tanstack/react-query';
import { localDayIso } from '../../kernel/dates';
import { workshopKeys } from './keys';

/**
 * The read hooks of the public workshop pages (landing, booking), apart from queries.ts whose static import of
 * the service brings the streaming Firestore SDK and Auth with the page. Reads go through the REST API
 * (public-reads.ts); what the person does (public-actions.ts) loads the service, and Auth with it, when they act.
 * Same keys, same functions, same answers as the hooks of queries.ts.
 */
const reads = () => import('./public-reads');

export const todayIso = () => localDayIso();

export const useUpcomingWorkshops = (today: string) =>
  useQuery({
    queryKey: workshopKeys.upcoming(today),
    queryFn: async () => (await (await reads()).readUpcomingPage(today)).workshops,
  });

/** One workshop as the public sees it (the landing page of one workshop; not bounded by the list's page). */
export const usePublicWorkshop = (id: string | undefined) =>
  useQuery({
    queryKey: workshopKeys.public(id ?? ''),
    queryFn: async () => (await reads()).readPublicWorkshop(id!),
    enabled: !!id,
  });
