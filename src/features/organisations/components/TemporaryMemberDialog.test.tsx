import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/providers';
import { TemporaryMemberDialog } from './TemporaryMemberDialog';

// The access-codes service is the dialog's only I/O.
const codes = vi.hoisted(() => ({
  createTemporaryMember: vi.fn(),
  createAccessCode: vi.fn(),
  deleteAccessCodes: vi.fn(),
  deleteAllGeneratedCodes: vi.fn(),
  listGeneratedCodes: vi.fn(),
}));
vi.mock('../../access-codes', () => codes);

function setup() {
  const onCreated = vi.fn();
  const utils = renderWithProviders(
    <TemporaryMemberDialog organisationId="org1" onClose={vi.fn()} onCreated={onCreated} />,
  );
  return { ...utils, onCreated };
}

beforeEach(() => vi.clearAllMocks());

// A busy machine renders MUI slowly: each case is given time.
describe('the temporary member dialog', { timeout: 30_000 }, () => {
  it('says what is wrong next to each field and focuses the first, sending nothing', async () => {
    const { user } = setup();
    await user.clear(screen.getByLabelText('Moderator e-mail', { exact: false }));
    await user.type(screen.getByLabelText('Moderator e-mail', { exact: false }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const name = screen.getByRole('textbox', { name: /First name/ });
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByText('Enter the moderator’s e-mail address.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(codes.createTemporaryMember).not.toHaveBeenCalled();
  });

  it('creates the member with the trimmed values and hands back their name and code', async () => {
    codes.createTemporaryMember.mockResolvedValue({ userId: 'temp_1', code: 'ABCD2345' });
    const { user, onCreated } = setup();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), '  Sam ');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'Shown as 🐼 Sam',
    );
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('🐼 Sam', 'ABCD2345'));
    expect(codes.createTemporaryMember).toHaveBeenCalledWith({
      organisationId: 'org1',
      name: 'Sam',
      animalEmoji: '🐼',
      moderatorEmail: 'admin@school.test',
    });
  });

  it('shows a failure in the catalogue’s words', async () => {
    codes.createTemporaryMember.mockRejectedValue(new Error('boom'));
    const { user, onCreated } = setup();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
