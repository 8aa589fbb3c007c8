import { useQuery } from '@tanstack/react-query';
import {
  getAvailability,
  listFacilitators,
  listInterest,
  listMyWorkshops,
  listUpcomingWorkshops,
  listWorkshops,
} from './service';

export const workshopKeys = {
  all: ['workshops'] as const,
  list: () => ['workshops', 'list'] as const,
  upcoming: (today: string) => ['workshops', 'upcoming', today] as const,
  mine: (uid: string) => ['workshops', 'mine', uid] as const,
  interest: (id: string) => ['workshops', 'interest', id] as const,
  availability: (uid: string) => ['workshops', 'availability', uid] as const,
  facilitators: () => ['workshops', 'facilitators'] as const,
};

export const todayIso = () => new Date().toISOString().slice(0, 10);

export const useWorkshops = () => useQuery({ queryKey: workshopKeys.list(), queryFn: listWorkshops });
export const useUpcomingWorkshops = (today: string) =>
  useQuery({ queryKey: workshopKeys.upcoming(today), queryFn: () => listUpcomingWorkshops(today) });
export const useMyWorkshops = (uid: string) =>
  useQuery({ queryKey: workshopKeys.mine(uid), queryFn: () => listMyWorkshops(uid), enabled: !!uid });
export const useInterest = (id: string | null) =>
  useQuery({ queryKey: workshopKeys.interest(id ?? ''), queryFn: () => listInterest(id!), enabled: !!id });
export const useAvailability = (uid: string) =>
  useQuery({ queryKey: workshopKeys.availability(uid), queryFn: () => getAvailability(uid), enabled: !!uid });
export const useFacilitators = () =>
  useQuery({ queryKey: workshopKeys.facilitators(), queryFn: listFacilitators });
