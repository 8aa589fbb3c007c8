import { createContext, useContext } from 'react';
import type { FacilitatorFlags, SessionUser } from './model';
import type { SignInRole } from '../../kernel/roles';

export interface SessionContextValue {
  /** 'loading' until the sign-in provider has said whether someone is signed in. */
  status: 'loading' | 'ready';
  authUid: string | null;
  user: SessionUser | null;
  currentOrganisation: string | null;
  flags: FacilitatorFlags | null;
  signInWithRole: (email: string, password: string, role: SignInRole) => Promise<SessionUser>;
  signInWithPasswordOnly: (
    email: string,
    password: string,
    as: 'projectAdmin' | 'author',
  ) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  switchOrganisation: (organisationId: string) => void;
  /** Re-read the signed-in user's record (after joining or registering) and enter `organisationId`. */
  reloadUser: (role: SessionUser['userRole'], organisationId?: string) => Promise<SessionUser>;
  /** Re-read flags after the facilitator fixed their profile. */
  refreshFlags: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
