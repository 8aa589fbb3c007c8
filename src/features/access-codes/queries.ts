import { useMutation, useQuery } from '@tanstack/react-query';
import type { Role } from '../../kernel/roles';
import { AppError, ERRORS } from '../../lib/errors';
import { useSession } from '../session';

/**
 * The lookup reads with the lite SDK (public-reads.ts); the services, the streaming SDK and Auth load with the
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
    onSuccess: (joined) => reloadUser(joined.role, joined.organisationId),
  });
}
