import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getAvailability,
  listFacilitators,
  listInterest,
  listMyWorkshops,
  listUpcomingWorkshops,
  listWorkshops,
  getPublicWorkshop,
  listUpcomingPage,
  type PublicPage,
} from './service';
import { localDayIso } from '../../kernel/dates';

export const workshopKeys = {
  all: ['workshops'] as const,
  list: () => ['workshops', 'list'] as const,
  upcoming: (today: string) => ['workshops', 'upcoming', today] as const,
  public: (id: string) => ['workshops', 'public', id] as const,
  mine: (uid: string) => ['workshops', 'mine', uid] as const,
  interest: (id: string) => ['workshops', 'interest', id] as const,
  availability: (uid: string) => ['workshops', 'availability', uid] as const,
  facilitators: () => ['workshops', 'facilitators'] as const,
};

export const todayIso = () => localDayIso();

export const useWorkshops = () => useQuery({ queryKey: workshopKeys.list(), queryFn: listWorkshops });
export const useUpcomingWorkshops = (today: string) =>
  useQuery({ queryKey: workshopKeys.upcoming(today), queryFn: () => listUpcomingWorkshops(today) });
/** One workshop as the public sees it (the landing page of one workshop; not bounded by the list's page). */
export const usePublicWorkshop = (id: string | undefined) =>
  useQuery({ queryKey: workshopKeys.public(id ?? ''), queryFn: () => getPublicWorkshop(id!), enabled: !!id });
/** The directory: upcoming public workshops a page at a time (the rules cap each query at 100). */
export const useUpcomingPages = (today: string) =>
  useInfiniteQuery({
    queryKey: [...workshopKeys.upcoming(today), 'pages'],
    queryFn: ({ pageParam }) => listUpcomingPage(today, pageParam),
    initialPageParam: null as PublicPage['next'],
    getNextPageParam: (last: PublicPage) => last.next,
  });
export const useMyWorkshops = (uid: string) =>
  useQuery({ queryKey: workshopKeys.mine(uid), queryFn: () => listMyWorkshops(uid), enabled: !!uid });
export const useInterest = (id: string | null) =>
  useQuery({ queryKey: workshopKeys.interest(id ?? ''), queryFn: () => listInterest(id!), enabled: !!id });
export const useAvailability = (uid: string) =>
  useQuery({ queryKey: workshopKeys.availability(uid), queryFn: () => getAvailability(uid), enabled: !!uid });
export const useFacilitators = () =>
  useQuery({ queryKey: workshopKeys.facilitators(), queryFn: listFacilitators });
