import { screen, waitFor } from '@testing-library/react';
import { CodesPanel } from './CodesPanel';
import { renderWithProviders } from '../../../testing/providers';

// The panel's I/O: the access-codes and invites services, and the groups list.
const codes = vi.hoisted(() => ({
  createTemporaryMember: vi.fn(),
  createAccessCode: vi.fn(),
  deleteAccessCodes: vi.fn(),
  deleteAllGeneratedCodes: vi.fn(),
  listGeneratedCodes: vi.fn(),
}));
vi.mock('../../access-codes', () => codes);
const invites = vi.hoisted(() => ({
  inviteByEmail: vi.fn(),
  createInvite: vi.fn(),
  listProjectInvites: vi.fn(),
  joinLink: (origin: string, code: string) => `${origin}/join-org/${code}`,
}));
vi.mock('../../invites', () => invites);
// The group choices are read on their own (reads.ts).
const reads = vi.hoisted(() => ({ getOrganisation: vi.fn() }));
vi.mock('../reads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../reads')>()),
  listGroups: vi.fn().mockResolvedValue([]),
  getOrganisation: reads.getOrganisation,
}));
const organisation = (allowAnonymousMembers: boolean) => ({
  id: 'org1',
  name: 'Hill School',
  settings: { allowAnonymousMembers, requireApproval: true },
});

beforeEach(() => {
  vi.clearAllMocks();
  codes.listGeneratedCodes.mockResolvedValue([]);
  reads.getOrganisation.mockResolvedValue(organisation(true));
});

const emailField = () => screen.getByRole('textbox', { name: 'E-mail (optional)' });

describe('the access codes form', { timeout: 30_000 }, () => {
  it('refuses an address the server would refuse, next to the field', async () => {
    const { user } = renderWithProviders(<CodesPanel organisationId="org1" />);
    await screen.findByText('No access codes yet');
    await user.type(emailField(), 'pat@');
    expect(emailField()).toHaveAccessibleDescription(
      'Enter a valid e-mail address, or leave it empty for an anonymous code.',
    );
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    expect(invites.inviteByEmail).not.toHaveBeenCalled();
  });

  it('e-mails a personal code to the trimmed address, then empties the field', async () => {
    invites.inviteByEmail.mockResolvedValue({ code: 'A'.repeat(20), emailError: null });
    const { user } = renderWithProviders(<CodesPanel organisationId="org1" />);
    await screen.findByText('No access codes yet');
    await user.type(emailField(), ' pat@school.test ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to pat@school\.test/)).toBeInTheDocument();
    expect(invites.inviteByEmail).toHaveBeenCalledWith({
      organisationId: 'org1',
      email: 'pat@school.test',
      role: 'member',
      groupId: undefined,
    });
    expect(screen.getByTestId('new-code')).toHaveTextContent('A'.repeat(20));
    await waitFor(() => expect(emailField()).toHaveValue(''));
  });

  it('makes an anonymous code when the address is left empty', async () => {
    codes.createAccessCode.mockResolvedValue('CLASS234');
    const { user } = renderWithProviders(<CodesPanel organisationId="org1" />);
    await screen.findByText('No access codes yet');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByTestId('new-code')).toHaveTextContent('CLASS234');
    expect(codes.createAccessCode).toHaveBeenCalledWith({
      organisationId: 'org1',
      role: 'member',
      groupId: undefined,
    });
  });

  it('says when the invitation could not be sent, with the code to share another way', async () => {
    invites.inviteByEmail.mockResolvedValue({ code: 'B'.repeat(20), emailError: 'Mail is down' });
    const { user } = renderWithProviders(<CodesPanel organisationId="org1" />);
    await screen.findByText('No access codes yet');
    await user.type(emailField(), 'pat@school.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        `Mail is down The code ${'B'.repeat(20)} was created: share the link below another way.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invitation sent/)).toBeNull();
  });
});

describe('where the organisation does not allow anonymous members', { timeout: 30_000 }, () => {
  beforeEach(() => reads.getOrganisation.mockResolvedValue(organisation(false)));

  it('asks for the address and makes no anonymous code', async () => {
    const { user } = renderWithProviders(<CodesPanel organisationId="org1" />);
    await screen.findByText('No access codes yet');
    const field = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(field).toHaveAccessibleDescription(/does not allow anonymous members/);
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(field).toHaveAccessibleDescription(/Enter the e-mail address of the person to invite/);
    expect(codes.createAccessCode).not.toHaveBeenCalled();
  });

  it('lists the shared codes still working, to deactivate them', async () => {
    const later = new Date(Date.now() + 86_400_000);
    codes.listGeneratedCodes.mockResolvedValue([
      {
        id: 'CLASS234',
        code: 'CLASS234',
        role: 'member',
        isAnonymous: true,
        createdAt: new Date(),
        expiresAt: later,
      },
      {
        id: 'MAILED22',
        code: 'MAILED22',
        role: 'member',
        isAnonymous: false,
        email: 'pat@school.test',
        createdAt: new Date(),
        expiresAt: later,
      },
    ]);
    codes.deleteAccessCodes.mockResolvedValue(undefined);
    const { user } = renderWithProviders(<CodesPanel organisationId="org1" />);
    const notice = await screen.findByTestId('shared-codes-notice');
    expect(notice).toHaveTextContent('CLASS234');
    expect(notice).not.toHaveTextContent('MAILED22');
    await user.click(screen.getByRole('button', { name: 'Deactivate it' }));
    // The confirmation's code loads when it is first asked for.
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }, { timeout: 10_000 }));
    await waitFor(() => expect(codes.deleteAccessCodes).toHaveBeenCalledWith('org1', ['CLASS234']));
  });
});
