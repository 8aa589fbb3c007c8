import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../lib/query-keys';
import { findPersonByEmail, listProjectAdmins, setProjectAdminAccess } from './project-admins';

const adminsKey = [...projectKeys.all, 'projectAdmins'] as const;

/** Everyone who administers a project (super admins only: the rules refuse the list to anyone else). */
export function useProjectAdmins() {
  return useQuery({ queryKey: adminsKey, queryFn: listProjectAdmins });
}

export function useFindPerson() {
  return useMutation({ mutationFn: (email: string) => findPersonByEmail(email) });
}

/** Gives a person exactly these projects to manage; the list is read again afterwards. */
export function useSetProjectAdminAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, projectIds }: { userId: string; projectIds: readonly string[] }) =>
      setProjectAdminAccess(userId, projectIds),
    onSettled: () => client.invalidateQueries({ queryKey: adminsKey }),
  });
}
