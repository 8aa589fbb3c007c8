import { screen, waitFor } from '@testing-library/react';
import RegisterOrgScreen from './RegisterOrgScreen';
import { renderWithProviders, testSession } from '../../../testing/providers';

const session = vi.hoisted(() => ({ createAccountOrSignIn: vi.fn() }));
vi.mock('../../session/service', () => session);
const service = vi.hoisted(() => ({ registerOrganisation: vi.fn() }));
vi.mock('../service', () => service);

beforeEach(() => vi.clearAllMocks());

const anonymous = () => testSession({}, null);

describe('the registration form', { timeout: 30_000 }, () => {
  it('says what is wrong next to every field and focuses the first, sending nothing', async () => {
    const { user } = renderWithProviders(<RegisterOrgScreen />, { session: anonymous() });
    await user.click(screen.getByRole('button', { name: 'Register organisation' }));
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter your name.'));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Invalid email format',
    );
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Organisation name/ })).toHaveAccessibleDescription(
      'Enter the organisation’s name.',
    );
    expect(name).toHaveFocus();
    expect(session.createAccountOrSignIn).not.toHaveBeenCalled();
  });

  it('creates the account and the organisation, reloads the session and opens the dashboard', async () => {
    session.createAccountOrSignIn.mockResolvedValue(undefined);
    service.registerOrganisation.mockResolvedValue('org-new');
    const signedOut = anonymous();
    const { user } = renderWithProviders(<RegisterOrgScreen />, { session: signedOut });
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), ' ana@school.test ');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByRole('textbox', { name: /Organisation name/ }), 'Hill School');
    await user.click(screen.getByRole('button', { name: 'Register organisation' }));
    expect(await screen.findByText('Landed on /org-dashboard')).toBeInTheDocument();
    expect(session.createAccountOrSignIn).toHaveBeenCalledWith('ana@school.test', 'secret1', 'Ana');
    expect(service.registerOrganisation).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Hill School', type: 'school', description: '' }),
    );
    expect(signedOut.reloadUser).toHaveBeenCalledWith('organisationAdmin', 'org-new');
  });
});
