import { act, render, waitFor } from '@testing-library/react';
import type { SessionUser } from './model';
import { SessionProvider } from './SessionProvider';
import { useSession, type SessionContextValue } from './session-context';

const service = vi.hoisted(() => ({
  watchAuth: vi.fn((listener: (uid: string | null) => void) => {
    listener('u1');
    return () => {};
  }),
  loadFacilitatorFlags: vi.fn(async () => ({ profileIncomplete: false, complianceIncomplete: true })),
  signInWithRole: vi.fn(),
  signOut: vi.fn(async () => {}),
}));
vi.mock('./service', () => service);

const user = (userRole: SessionUser['userRole'], roles: Record<string, SessionUser['userRole'][]>) => ({
  userId: 'u1',
  email: 'ada@example.org',
  displayName: 'Ada',
  userRole,
  organisations: Object.fromEntries(
    Object.entries(roles).map(([id, r]) => [id, { organisationId: id, name: `Org ${id}`, roles: r }]),
  ),
  projectAdminAccess: [],
  isAuthor: false,
});

function renderSession(): { current: () => SessionContextValue } {
  let latest: SessionContextValue | null = null;
  function Probe() {
    latest = useSession();
    return null;
  }
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  return { current: () => latest! };
}

function storeSession(u: SessionUser, organisationId: string) {
  localStorage.setItem('user', JSON.stringify(u));
  localStorage.setItem('userRole', u.userRole);
  localStorage.setItem('currentOrganisation', organisationId);
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('switching organisation', () => {
  it('makes the first role in the new organisation the current role', async () => {
    storeSession(user('moderator', { o1: ['moderator'], o2: ['member', 'facilitator'] }), 'o1');
    const session = renderSession();
    await waitFor(() => expect(session.current().status).toBe('ready'));
    act(() => session.current().switchOrganisation('o2'));
    expect(session.current().currentOrganisation).toBe('o2');
    expect(session.current().user?.userRole).toBe('member');
    expect(localStorage.getItem('userRole')).toBe('member');
    expect(JSON.parse(localStorage.getItem('user')!).userRole).toBe('member');
    expect(localStorage.getItem('currentOrganisation')).toBe('o2');
  });

  it('loads the facilitator flags when the new role is facilitator', async () => {
    storeSession(user('moderator', { o1: ['moderator'], o2: ['facilitator'] }), 'o1');
    const session = renderSession();
    await waitFor(() => expect(session.current().status).toBe('ready'));
    act(() => session.current().switchOrganisation('o2'));
    expect(session.current().user?.userRole).toBe('facilitator');
    await waitFor(() =>
      expect(session.current().flags).toEqual({ profileIncomplete: false, complianceIncomplete: true }),
    );
  });

  it('keeps a super admin a super admin', async () => {
    storeSession(user('superAdmin', { o1: ['organisationAdmin'], o2: ['member'] }), 'o1');
    const session = renderSession();
    await waitFor(() => expect(session.current().status).toBe('ready'));
    act(() => session.current().switchOrganisation('o2'));
    expect(session.current().currentOrganisation).toBe('o2');
    expect(session.current().user?.userRole).toBe('superAdmin');
    expect(localStorage.getItem('userRole')).toBe('superAdmin');
  });
});

describe('signing in', () => {
  it('switches a one-organisation user into it and keeps the role they signed in with', async () => {
    service.signInWithRole.mockResolvedValue({
      user: user('moderator', { o1: ['organisationAdmin', 'moderator'] }),
      flags: null,
    });
    const session = renderSession();
    await act(() => session.current().signInWithRole('ada@example.org', 'pw', 'moderator'));
    expect(session.current().currentOrganisation).toBe('o1');
    expect(session.current().user?.userRole).toBe('moderator');
    expect(localStorage.getItem('userRole')).toBe('moderator');
  });
});
