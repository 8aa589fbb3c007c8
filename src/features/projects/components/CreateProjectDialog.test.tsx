import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateProjectDialog } from './CreateProjectDialog';

// Only the checks made before anything is sent: no Firestore is reached in these cases.
function setup() {
  const onCreated = vi.fn(async () => {});
  render(
    <CreateProjectDialog open onClose={() => {}} onCreated={onCreated} ownerId="u1" organisationId="org1" />,
  );
  return { onCreated, user: userEvent.setup() };
}

describe('CreateProjectDialog', () => {
  it('says what is missing, field by field, and creates nothing', async () => {
    const { user, onCreated } = setup();
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(screen.getByText('Enter a project name')).toBeInTheDocument();
    expect(screen.getByText('Enter a project key')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('suggests the key from the name until the key is typed', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Project name/), 'Harbour Walk!');
    expect(screen.getByLabelText(/Project key/)).toHaveValue('harbour-walk');
    await user.clear(screen.getByLabelText(/Project key/));
    await user.type(screen.getByLabelText(/Project key/), 'hw');
    await user.type(screen.getByLabelText(/Project name/), ' 2');
    expect(screen.getByLabelText(/Project key/)).toHaveValue('hw');
  });

  it('refuses a key with spaces or other characters and keeps what was typed', async () => {
    const { user, onCreated } = setup();
    await user.type(screen.getByLabelText(/Project name/), 'Harbour');
    await user.clear(screen.getByLabelText(/Project key/));
    await user.type(screen.getByLabelText(/Project key/), 'harbour walk');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(screen.getByText('Use only letters, digits, - and _ (no spaces)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Project name/)).toHaveValue('Harbour');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
