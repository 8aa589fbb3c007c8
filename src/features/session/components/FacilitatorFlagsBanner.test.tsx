import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { AppError, ERRORS } from '../../../lib/errors';
import { renderWithProviders, testSession } from '../../../testing/providers';
import type { SessionUser } from '../model';
import { FacilitatorFlagsBanner } from './FacilitatorFlagsBanner';

// The profile service (the dialog's only I/O) is replaced: these cases are about the form.
const profile = vi.hoisted(() => ({
  updateOwnProfile: vi.fn(),
  readOwnPhone: vi.fn().mockResolvedValue(''),
}));
vi.mock('../profile-service', () => profile);

const facilitator: SessionUser = {
  userId: 'u-fac',
  email: 'fay@school.test',
  displayName: '',
  userRole: 'facilitator',
  organisations: {},
  projectAdminAccess: [],
  isAuthor: false,
};

function setup() {
  const session = testSession(
    {
      flags: { profileIncomplete: true, complianceIncomplete: false },
      refreshFlags: vi.fn().mockResolvedValue(undefined),
    },
    facilitator,
  );
  return renderWithProviders(<FacilitatorFlagsBanner />, { session });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Complete profile' }));
  return screen.findByRole('dialog', { name: 'Your profile' });
}

beforeEach(() => vi.clearAllMocks());

describe('completing a facilitator profile', () => {
  it('says what is missing next to the field and keeps focus there until it is fixed', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter your name.'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveFocus();
    const email = within(dialog).getByRole('textbox', { name: 'Contact e-mail' });
    await user.clear(email);
    await user.type(email, 'fay,boss@school.test');
    expect(email).toHaveAccessibleDescription(ERRORS.invalidEmailFormat);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(profile.updateOwnProfile).not.toHaveBeenCalled();
  });

  it('saves the trimmed name and e-mail, reads the flags again and closes', async () => {
    const { session, user } = setup();
    profile.updateOwnProfile.mockResolvedValue(undefined);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Fay Day ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(profile.updateOwnProfile).toHaveBeenCalledWith({
      displayName: 'Fay Day',
      email: 'fay@school.test',
      phone: '',
    });
    expect(session.refreshFlags).toHaveBeenCalled();
  });

  it('keeps the dialog open with the reason when the save fails', async () => {
    const { session, user } = setup();
    profile.updateOwnProfile.mockRejectedValue(new AppError(ERRORS.userNotFound));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fay');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERRORS.userNotFound);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(session.refreshFlags).not.toHaveBeenCalled();
  });
});
