import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppError, ERRORS } from '../../../lib/errors';
import { PASSWORD_RULE } from '../../../kernel/password';
import { testSession } from '../../../testing/providers';
import { SessionContext } from '../../session';
import type { SessionUser } from '../../session/model';
import type { AccessCode } from '../model';
import JoinOrgScreen from './JoinOrgScreen';

// The services (the only I/O) are replaced: these cases are about the form.
const service = vi.hoisted(() => ({
  getAccessCode: vi.fn(),
  joinWithCode: vi.fn(),
  getMyJoinRequest: vi.fn(),
}));
vi.mock('../service', () => service);
// The page's lookup reads through the REST API (public-reads.ts), apart from the services.
const reads = vi.hoisted(() => ({ readAccessCode: vi.fn(), readOrganisation: vi.fn() }));
vi.mock('../public-reads', () => reads);
const sessionService = vi.hoisted(() => ({ createAccountOrSignIn: vi.fn() }));
vi.mock('../../session/service', () => sessionService);

const code: AccessCode = {
  code: 'ABCD2345',
  organisationId: 'org1',
  role: 'member',
  isActive: true,
  createdAt: new Date('2026-01-01'),
  expiresAt: new Date(Date.now() + 86_400_000),
  isAnonymous: true,
};
const signedIn: SessionUser = {
  userId: 'u-pat',
  email: 'pat@school.test',
  displayName: 'Pat',
  userRole: 'member',
  organisations: {},
  projectAdminAccess: [],
  isAuthor: false,
};

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

function setup(user: SessionUser | null = null) {
  const session = testSession({ reloadUser: vi.fn().mockResolvedValue(signedIn) }, user);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/join-org/ABCD2345']}>
          <Routes>
            <Route path="/join-org/:accessCode" element={<JoinOrgScreen />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { session, user: userEvent.setup() };
}
const joinButton = () => screen.findByRole('button', { name: 'Join Hill School' });

beforeEach(() => {
  vi.clearAllMocks();
  reads.readAccessCode.mockResolvedValue(code);
  reads.readOrganisation.mockResolvedValue({
    id: 'org1',
    name: 'Hill School',
    settings: { allowAnonymousMembers: true, requireApproval: false },
  });
  service.joinWithCode.mockResolvedValue({ organisationId: 'org1', role: 'member', pending: false });
  service.getMyJoinRequest.mockResolvedValue(null);
});

describe('joining with an access code', () => {
  it('says what is wrong next to each field, focuses the first, and sends nothing', async () => {
    const { user } = setup();
    await user.click(await joinButton());
    const name = screen.getByRole('textbox', { name: 'Your name' });
    // The form's first check waits for zod's English words (englishZodResolver).
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter your name.'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      ERRORS.invalidEmailFormat,
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(PASSWORD_RULE);
    await user.type(name, 'Pat');
    expect(name).not.toHaveAccessibleDescription('Enter your name.');
    expect(sessionService.createAccountOrSignIn).not.toHaveBeenCalled();
    expect(service.joinWithCode).not.toHaveBeenCalled();
  });

  it('creates the account with the trimmed values, joins, and lands on the role’s home', async () => {
    const { session, user } = setup();
    await joinButton();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), ' Pat ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@school.test ');
    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.click(await joinButton());
    expect(await screen.findByText('Landed on /participant-dashboard')).toBeInTheDocument();
    expect(sessionService.createAccountOrSignIn).toHaveBeenCalledWith('pat@school.test', 'secret-123', 'Pat');
    expect(service.joinWithCode).toHaveBeenCalledWith('ABCD2345', undefined);
    expect(session.reloadUser).toHaveBeenCalledWith('member', 'org1');
  });

  it('joins with the button alone when signed in, and shows a refusal in an alert', async () => {
    service.joinWithCode.mockRejectedValue(new AppError(ERRORS.alreadyMember));
    const { user } = setup(signedIn);
    await user.click(await joinButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.alreadyMember);
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
    expect(sessionService.createAccountOrSignIn).not.toHaveBeenCalled();
    expect(service.joinWithCode).toHaveBeenCalledWith('ABCD2345', undefined);
  });

  it('where approval is required, says so before joining and shows the wait after, with no access', async () => {
    reads.readOrganisation.mockResolvedValue({
      id: 'org1',
      name: 'Hill School',
      settings: { allowAnonymousMembers: true, requireApproval: true },
    });
    service.joinWithCode.mockResolvedValue({ organisationId: 'org1', role: 'member', pending: true });
    const { session, user } = setup();
    await joinButton();
    expect(screen.getByText(/Hill School approves new members/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Pat');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@school.test');
    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.click(await joinButton());
    const waiting = await screen.findByTestId('waiting-for-approval');
    expect(waiting).toHaveTextContent('Waiting for approval');
    expect(waiting).toHaveTextContent('Hill School as Student/Member');
    expect(screen.getByText('pat@school.test')).toBeInTheDocument();
    expect(screen.queryByText(/Landed on/)).not.toBeInTheDocument();
    expect(session.reloadUser).not.toHaveBeenCalled();
  });

  it('someone signed in who already asked sees the wait, not the join button', async () => {
    service.getMyJoinRequest.mockResolvedValue({ status: 'pending', email: 'pat@school.test' });
    setup(signedIn);
    expect(await screen.findByTestId('waiting-for-approval')).toHaveTextContent('Waiting for approval');
    expect(screen.queryByRole('button', { name: 'Join Hill School' })).not.toBeInTheDocument();
    expect(service.getMyJoinRequest).toHaveBeenCalledWith('org1');
  });

  it('someone declined before is told, and may ask again', async () => {
    service.getMyJoinRequest.mockResolvedValue({ status: 'declined', email: 'pat@school.test' });
    setup(signedIn);
    expect(await screen.findByText(/declined your earlier request/)).toBeInTheDocument();
    expect(await joinButton()).toBeEnabled();
  });
});
