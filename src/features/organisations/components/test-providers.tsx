import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '../../session/model';
import { SessionContext, type SessionContextValue } from '../../session';

/** The organisation admin of org1 whom the organisation screens' tests sign in as. */
export const testAdmin: SessionUser = {
  userId: 'u-admin',
  email: 'admin@school.test',
  displayName: 'Ada',
  userRole: 'organisationAdmin',
  organisations: { org1: { organisationId: 'org1', roles: ['organisationAdmin'], name: 'Hill School' } },
  projectAdminAccess: [],
};

export function testSession(overrides: Partial<SessionContextValue> = {}): SessionContextValue {
  return {
    status: 'ready',
    authUid: testAdmin.userId,
    user: testAdmin,
    currentOrganisation: 'org1',
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

/**
 * Renders `ui` as the organisation's screens run: a fresh query client (no retries), the admin's session and a
 * router at `/start`; `/org-dashboard` says "Dashboard", for screens that go there when done.
 */
export function renderWithProviders(ui: ReactNode, session: SessionContextValue = testSession()) {
  const utils = render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/start']}>
          <Routes>
            <Route path="/start" element={ui} />
            <Route path="/org-dashboard" element={<p>Dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, user: userEvent.setup(), session };
}
