import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateProjectDialog } from './CreateProjectDialog';

// The service (the dialog's only I/O) is replaced: these cases are about what the person sees and what is sent.
const service = vi.hoisted(() => ({ isProjectKeyTaken: vi.fn(), createProject: vi.fn() }));
vi.mock('../service', () => service);

function setup() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CreateProjectDialog open onClose={onClose} onCreated={onCreated} ownerId="u1" organisationId="org1" />
    </QueryClientProvider>,
  );
  return { onCreated, onClose, user: userEvent.setup() };
}

beforeEach(() => {
  vi.clearAllMocks();
  service.isProjectKeyTaken.mockResolvedValue(false);
  service.createProject.mockResolvedValue(undefined);
});

// Typing through MUI fields is slow in a test DOM on a busy machine.
describe('CreateProjectDialog', { timeout: 30_000 }, () => {
  it('says what is missing, field by field, puts focus on the first, and creates nothing', async () => {
    const { user, onCreated } = setup();
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Enter a project name')).toBeInTheDocument();
    expect(screen.getByText('Enter a project key')).toBeInTheDocument();
    expect(screen.getByLabelText(/Project name/)).toHaveFocus();
    expect(screen.getByLabelText(/Project name/)).toHaveAccessibleDescription('Enter a project name');
    expect(onCreated).not.toHaveBeenCalled();
    expect(service.createProject).not.toHaveBeenCalled();
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
    expect(await screen.findByText('Use only letters, digits, - and _ (no spaces)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Project key/)).toHaveFocus();
    expect(screen.getByLabelText(/Project name/)).toHaveValue('Harbour');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates the project from the trimmed values, then hands over its key and closes', async () => {
    const { user, onCreated, onClose } = setup();
    await user.type(screen.getByLabelText(/Project name/), '  Canal Walk ');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('canal-walk'));
    expect(service.isProjectKeyTaken).toHaveBeenCalledWith('canal-walk');
    expect(service.createProject).toHaveBeenCalledWith(
      { projectKey: 'canal-walk', projectName: 'Canal Walk', isPrivate: false, organisationId: 'org1' },
      'u1',
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('says beside the key when it is taken, and writes nothing', async () => {
    service.isProjectKeyTaken.mockResolvedValue(true);
    const { user, onCreated } = setup();
    await user.type(screen.getByLabelText(/Project name/), 'Harbour');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('The key “harbour” is already taken; choose another')).toBeInTheDocument();
    expect(screen.getByLabelText(/Project key/)).toHaveAccessibleDescription(
      'The key “harbour” is already taken; choose another',
    );
    expect(service.createProject).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure above the fields and keeps the input', async () => {
    service.createProject.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user, onCreated } = setup();
    await user.type(screen.getByLabelText(/Project name/), 'Harbour');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Project name/)).toHaveValue('Harbour');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
