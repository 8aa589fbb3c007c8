import { screen } from '@testing-library/react';
import { AppError, ERRORS } from '../../../lib/errors';
import { renderWithProviders, testSession } from '../../../testing/providers';
import type { SessionUser } from '../model';
import LoginScreen from './LoginScreen';

const moderator: SessionUser = {
  userId: 'u-mod',
  email: 'mo@school.test',
  displayName: 'Mo',
  userRole: 'moderator',
  organisations: {},
  projectAdminAccess: [],
  isAuthor: false,
};

function setup() {
  return renderWithProviders(<LoginScreen />, { session: testSession({}, null), path: '/loginscreen' });
}
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('the sign-in form', () => {
  it('asks for both fields, then signs in with the chosen role and goes to its home', async () => {
    const { session, user } = setup();
    vi.mocked(session.signInWithRole).mockResolvedValue(moderator);
    expect(signInButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'mo@school.test');
    expect(signInButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Moderator');
    await user.click(signInButton());
    expect(await screen.findByText('Landed on /moderator-dashboard')).toBeInTheDocument();
    expect(session.signInWithRole).toHaveBeenCalledWith('mo@school.test', 'secret-123', 'moderator');
  });

  it('shows the sign-in error in an alert and lets the person try again', async () => {
    const { session, user } = setup();
    vi.mocked(session.signInWithRole)
      .mockRejectedValueOnce(new AppError(ERRORS.incorrectPassword))
      .mockResolvedValueOnce(moderator);
    await user.type(screen.getByLabelText(/^Email/), 'mo@school.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.incorrectPassword);
    expect(session.signInWithRole).toHaveBeenCalledWith('mo@school.test', 'wrong', 'organisationAdmin');
    expect(signInButton()).toBeEnabled();
    await user.click(signInButton());
    expect(await screen.findByText('Landed on /moderator-dashboard')).toBeInTheDocument();
  });
});
