import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/providers';
import { TestInviteForm } from './TestInviteScreen';

const service = vi.hoisted(() => ({ inviteByEmail: vi.fn() }));
vi.mock('../service', () => service);

function setup() {
  const { user } = renderWithProviders(
    <TestInviteForm
      organisationId="org1"
      organisationName="Hill School"
      email="ada@school.test"
      roles={['member', 'moderator']}
    />,
  );
  return user;
}

beforeEach(() => vi.clearAllMocks());

describe('the test invitation form', { timeout: 30_000 }, () => {
  it('says an address is wrong next to the field and focuses it, sending nothing', async () => {
    const user = setup();
    const to = screen.getByRole('textbox', { name: /Send to/ });
    await user.clear(to);
    await user.type(to, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send test invitation' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription('Invalid email format'));
    expect(to).toHaveFocus();
    expect(service.inviteByEmail).not.toHaveBeenCalled();
  });

  it('sends to the signed-in person’s address by default, with the chosen role', async () => {
    service.inviteByEmail.mockResolvedValue({ code: 'C'.repeat(20), emailError: null });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send test invitation' }));
    expect(await screen.findByText(/Sent to ada@school\.test\./)).toBeInTheDocument();
    expect(service.inviteByEmail).toHaveBeenCalledWith({
      organisationId: 'org1',
      email: 'ada@school.test',
      role: 'member',
    });
  });
});
