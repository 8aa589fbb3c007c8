/* eslint-disable react-refresh/only-export-components -- test helpers, never hot-reloaded */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionContext, type SessionContextValue } from '../features/session';
import type { SessionUser } from '../features/session/model';

/**
 * What the screens' unit tests render inside: the providers the app gives every screen (a query client, the
 * session, a router), written once for all of them. Test-only: nothing in the app imports this folder.
 */

/** The organisation admin of org1 whom most screens' tests sign in as. */
export const testAdmin: SessionUser = {
  userId: 'u-admin',
  email: 'admin@school.test',
  displayName: 'Ada',
  userRole: 'organisationAdmin',
  organisations: { org1: { organisationId: 'org1', roles: ['organisationAdmin'], name: 'Hill School' } },
  projectAdminAccess: [],
  isAuthor: false,
};

/** A ready session for `user` (the organisation admin by default; `null`: nobody signed in), actions mocked. */
export function testSession(
  overrides: Partial<SessionContextValue> = {},
  user: SessionUser | null = testAdmin,
): SessionContextValue {
  return {
    status: 'ready',
    authUid: user?.userId ?? null,
    user,
    currentOrganisation: user ? (Object.keys(user.organisations)[0] ?? null) : null,
    flags: null,
    signInWithRole: vi.fn(),
    signInWithPasswordOnly: vi.fn(),
    signOut: vi.fn(),
    switchOrganisation: vi.fn(),
    reloadUser: vi.fn(),
    refreshFlags: vi.fn(),
    ...overrides,
  };
}

/** Where a screen went: any path the test did not route shows "Landed on /path". */
function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

export interface RenderOptions {
  session?: SessionContextValue;
  /** The path the screen is rendered at (default `/start`). */
  path?: string;
}

/**
 * Renders `ui` as the app runs a screen: a fresh query client (no retries, so a failure shows at once), the
 * session, and a router at `path`; navigating elsewhere shows "Landed on /where".
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const session = options.session ?? testSession();
  const path = options.path ?? '/start';
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={ui} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, user: userEvent.setup(), session, client };
}
