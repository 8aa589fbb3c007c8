import { useMutation, useQuery } from '@tanstack/react-query';
import type { Role } from '../../kernel/roles';
import { AppError, ERRORS } from '../../lib/errors';
import { useSession } from '../session';

/**
 * The lookup reads through the REST API (public-reads.ts); the services, the streaming SDK and Auth load with the
 * join screen's first action, not with the page (the screen is a first page, opened from a link).
 */
async function lookUp(code: string) {
  const { readAccessCode, readOrganisation } = await import('./public-reads');
  const found = await readAccessCode(code);
  if (!found) throw new AppError(ERRORS.invalidAccessCode);
  const organisation = await readOrganisation(found.organisationId);
  return { code: found, organisation };
}

/** The code of a join link and its organisation; an unknown code is an error at once, not retried. */
export const useCodeLookup = (code: string) =>
  useQuery({ queryKey: ['join', code], queryFn: () => lookUp(code), retry: false });

export interface NewAccount {
  displayName: string;
  email: string;
  password: string;
}

export interface JoinInput {
  code: string;
  requiredRole?: Role;
  /** For someone not signed in: the account to create, or to sign in to when the e-mail already has one. */
  account?: NewAccount;
}

/**
 * Joins the code's organisation (signing up or in first, when an account is given); the session then reads the
 * user again and enters the organisation joined, before the caller's own onSuccess runs.
 */
export function useJoinWithCode() {
  const { reloadUser } = useSession();
  return useMutation({
    mutationFn: async ({ code, requiredRole, account }: JoinInput) => {
      const service = await import('./service');
      if (account) {
        const session = await import('../session/service');
        await session.createAccountOrSignIn(account.email, account.password, account.displayName);
      }
      return service.joinWithCode(code, requiredRole);
    },
    // A join that waits for approval gives no access yet: the session stays as it was.
    onSuccess: (joined) => (joined.pending ? undefined : reloadUser(joined.role, joined.organisationId)),
  });
}

/**
 * The signed-in person's own request to join an organisation (null when none), so that the join page says
 * "waiting for approval" to someone who already asked rather than offering to join again.
 */
export const useMyJoinRequest = (organisationId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['join', 'request', organisationId],
    queryFn: async () => (await import('./service')).getMyJoinRequest(organisationId),
    enabled: enabled && !!organisationId,
  });
