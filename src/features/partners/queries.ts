import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../lib/errors';
import { analyticsPeriod, figureLines, type Period } from './figures';
import type { ActivityForm, PartnerForm } from './model';
import {
  addActivity,
  deleteActivity,
  listActivitiesIn,
  listActivityPage,
  listPartnerRows,
  savePartner,
  type ActivityPage,
} from './service';

export const partnerKeys = {
  all: ['partners'] as const,
  rows: (scope: readonly string[] | null) => ['partners', 'rows', scope ? [...scope] : 'all'] as const,
  activities: (orgId: string) => ['partners', 'activities', orgId] as const,
  figures: (orgId: string, p: Period) => ['partners', 'figures', orgId, p.from, p.to] as const,
};

/** Every organisation as a partner (a super admin: `scope` null), or the staff's own organisations. */
export const usePartnerRows = (scope: readonly string[] | null, enabled = true) =>
  useQuery({ queryKey: partnerKeys.rows(scope), queryFn: () => listPartnerRows(scope), enabled });

/** The timeline a page at a time, newest first. */
export const useActivities = (orgId: string) =>
  useInfiniteQuery({
    queryKey: partnerKeys.activities(orgId),
    queryFn: ({ pageParam }) => listActivityPage(orgId, pageParam),
    initialPageParam: null as ActivityPage['next'],
    getNextPageParam: (last: ActivityPage) => last.next,
    enabled: !!orgId,
  });

/** The timeline's entries of a period (the impact report). */
export const useActivitiesIn = (orgId: string, period: Period) =>
  useQuery({
    queryKey: [...partnerKeys.activities(orgId), 'period', period.from, period.to],
    queryFn: () => listActivitiesIn(orgId, period.from, period.to),
    enabled: !!orgId,
  });

export function useSavePartner(orgId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: PartnerForm) => savePartner(orgId, form),
    onSuccess: () => qc.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

export function useAddActivity(orgId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: ActivityForm }) => addActivity(orgId, id, form),
    onSuccess: () => qc.invalidateQueries({ queryKey: partnerKeys.activities(orgId) }),
  });
}

export function useDeleteActivity(orgId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; label: string }) => deleteActivity(orgId, id),
    onSuccess: () => qc.invalidateQueries({ queryKey: partnerKeys.activities(orgId) }),
  });
}

/**
 * A partner's figures over a period, masked for showing (figures.ts figureLines). The analytics module is loaded
 * with the first figures asked for: it is that area's reader of the server's counters (one document per year).
 */
export const usePartnerFigures = (orgId: string, period: Period) =>
  useQuery({
    queryKey: partnerKeys.figures(orgId, period),
    queryFn: async () => {
      const p = analyticsPeriod(period);
      if (typeof p === 'string') throw new AppError(p);
      const { partnerFigures } = await import('../analytics/figures');
      return figureLines(await partnerFigures(orgId, p));
    },
    enabled: !!orgId,
  });
