import { screen } from '@testing-library/react';
import { renderWithProviders, testAdmin, testSession } from '../testing/providers';
import { AccessDenied } from './AccessDenied';
import type { SessionUser } from '../features/session/model';

/** An organisation admin of org1 who is also a moderator there, signed in as the moderator. */
const moderatorWhoIsAlsoAdmin: SessionUser = {
  ...testAdmin,
  userRole: 'moderator',
  organisations: {
    org1: { organisationId: 'org1', roles: ['moderator', 'organisationAdmin'], name: 'Hill School' },
  },
};

describe('a screen the current role does not open', () => {
  it('says so and leads to the role’s home screen, offering no other role when none opens it', async () => {
    const { user } = renderWithProviders(<AccessDenied user={testAdmin} permission="superAdmin" />, {
      path: '/email-templates',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeVisible();
    expect(screen.getByText(/signed in as Organisation Admin/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Sign in as/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to Organisation Dashboard' }));
    expect(screen.getByText('Landed on /org-dashboard')).toBeVisible();
  });

  it('offers another role the person holds that opens it: signs out and returns here through sign-in', async () => {
    const session = testSession({}, moderatorWhoIsAlsoAdmin);
    const { user } = renderWithProviders(
      <AccessDenied user={moderatorWhoIsAlsoAdmin} permission="organisation" />,
      { path: '/org-settings?tab=codes', session },
    );
    expect(screen.getByText(/also holds the Organisation Admin role/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in as Organisation Admin' }));
    expect(session.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByText('Landed on /loginscreen')).toBeVisible();
  });
});
