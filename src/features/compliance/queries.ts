import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplianceInput } from './model';
import { listCompliance, recordCompliance } from './service';

export const complianceKeys = {
  list: (organisationId: string) => ['compliance', organisationId] as const,
};

export const useCompliance = (organisationId: string, enabled = true) =>
  useQuery({
    queryKey: complianceKeys.list(organisationId),
    queryFn: () => listCompliance(organisationId),
    enabled: enabled && !!organisationId,
  });

export function useRecordCompliance(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      facilitatorId: string;
      label: string;
      input: ComplianceInput;
      by: { uid: string; name: string };
    }) => recordCompliance(organisationId, v.facilitatorId, v.input, v.by, v.label),
    onSuccess: () => client.invalidateQueries({ queryKey: complianceKeys.list(organisationId) }),
  });
}
