import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onUse } from '../../lib/on-use';
import type { ComplianceInput } from './model';
import { listCompliance } from './reads';

// Recording brings the streaming SDK; the list the members tab shows does not need it.
const recordCompliance = onUse(() => import('./service'), 'recordCompliance');

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
