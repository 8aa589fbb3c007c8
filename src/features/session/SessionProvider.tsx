import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isRoleAccessError } from '../../lib/errors';
import {
  clearSessionStorage,
  readJson,
  readString,
  STORAGE_KEYS,
  writeJson,
  writeString,
} from '../../lib/storage-keys';
import type { FacilitatorFlags, SessionUser } from './model';
import { organisationToEnter, parseStoredUser, roleAfterSwitch } from './stored-session';
import { SessionContext, type SessionContextValue } from './session-context';
import { actsAsFacilitator } from '../../kernel/roles';

const loadService = () => import('./service');

function readStoredUser(): SessionUser | null {
  return readJson(STORAGE_KEYS.user, parseStoredUser);
}

/**
 * Holds the signed-in user. The local session user lives in local storage so a reload keeps
 * the session; the sign-in provider's own state decides whether it still counts.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(readStoredUser);
  // With no stored session nobody counts as signed in, so Firebase need not load until someone signs in:
  // the sign-in page's first load stays light.
  const [status, setStatus] = useState<'loading' | 'ready'>(() => (user ? 'loading' : 'ready'));
  const [authUid, setAuthUid] = useState<string | null>(null);
  const watching = user !== null;
  const [currentOrganisation, setCurrentOrganisation] = useState<string | null>(() =>
    readString(STORAGE_KEYS.currentOrganisation),
  );
  const [flags, setFlags] = useState<FacilitatorFlags | null>(null);

  const clear = useCallback(() => {
    clearSessionStorage();
    setUser(null);
    setCurrentOrganisation(null);
    setFlags(null);
  }, []);

  useEffect(() => {
    if (!watching) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadService().then((service) => {
      if (cancelled) return;
      unsubscribe = service.watchAuth((uid) => {
        setAuthUid(uid);
        // A stored user that belongs to someone else (or to nobody signed in) is stale.
        const stored = readStoredUser();
        if (!uid || (stored && stored.userId !== uid)) clear();
        if (uid && actsAsFacilitator(stored?.userRole) && stored?.userId === uid) {
          void service.loadFacilitatorFlags(uid).then(setFlags, () => setFlags(null));
        }
        setStatus('ready');
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [watching, clear]);

  const accept = useCallback((next: SessionUser, nextFlags: FacilitatorFlags | null) => {
    const organisation = organisationToEnter(
      next.organisations,
      readString(STORAGE_KEYS.currentOrganisation),
    );
    writeJson(STORAGE_KEYS.user, next);
    writeString(STORAGE_KEYS.userRole, next.userRole);
    writeString(STORAGE_KEYS.currentOrganisation, organisation);
    setUser(next);
    setAuthUid(next.userId);
    setCurrentOrganisation(organisation);
    setFlags(nextFlags);
    return next;
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      authUid,
      user,
      currentOrganisation,
      flags,
      signInWithRole: async (email, password, role) => {
        const service = await loadService();
        try {
          const result = await service.signInWithRole(
            email,
            password,
            role,
            readString(STORAGE_KEYS.currentOrganisation),
          );
          return accept(result.user, result.flags);
        } catch (error) {
          if (error instanceof Error && isRoleAccessError(error.message)) clear();
          throw error;
        }
      },
      signInWithPasswordOnly: async (email, password, as) => {
        const service = await loadService();
        const result = await service.signInWithPasswordOnly(email, password, as);
        return accept(result.user, result.flags);
      },
      signOut: async () => {
        clear();
        await (await loadService()).signOut();
      },
      reloadUser: async (role, organisationId) => {
        const result = await (await loadService()).reloadSessionUser(role, user?.isAuthor ?? false);
        if (organisationId) writeString(STORAGE_KEYS.currentOrganisation, organisationId);
        return accept(result.user, result.flags);
      },
      switchOrganisation: (organisationId) => {
        writeString(STORAGE_KEYS.currentOrganisation, organisationId);
        setCurrentOrganisation(organisationId);
        // The current role is the first role in the current organisation (a super admin stays one).
        if (!user) return;
        const role = roleAfterSwitch(user, organisationId);
        if (role === user.userRole) return;
        const next = { ...user, userRole: role };
        writeJson(STORAGE_KEYS.user, next);
        writeString(STORAGE_KEYS.userRole, role);
        setUser(next);
        setFlags(null);
        if (actsAsFacilitator(role)) {
          void loadService()
            .then((service) => service.loadFacilitatorFlags(next.userId))
            .then(setFlags, () => setFlags(null));
        }
      },
      refreshFlags: async () => {
        if (authUid) setFlags(await (await loadService()).loadFacilitatorFlags(authUid));
      },
    }),
    [status, authUid, user, currentOrganisation, flags, accept, clear],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
