import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zProject } from '../model';
import type { ProjectRow } from '../service';
import { ProjectEditor } from './ProjectEditor';

// The service (the editor's only I/O) is replaced: these cases are about what is shown and what is written.
const service = vi.hoisted(() => ({
  getProjectPassword: vi.fn(),
  updateProject: vi.fn(),
  listContentTags: vi.fn(),
}));
vi.mock('../service', () => service);

const project: ProjectRow = {
  ...zProject.parse({ projectName: 'Harbour Memories', tags: { subjectTag: ['history'], contentTag: '' } }),
  id: 'harbour',
};

function setup() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <ProjectEditor project={project} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  service.getProjectPassword.mockResolvedValue('sea');
  service.updateProject.mockResolvedValue(undefined);
  service.listContentTags.mockResolvedValue([]);
});

// Typing through MUI fields is slow in a test DOM on a busy machine.
describe('ProjectEditor', { timeout: 30_000 }, () => {
  it('starts from the saved project and its password, with nothing to save', async () => {
    setup();
    expect(await screen.findByLabelText('Project password')).toHaveValue('sea');
    expect(screen.getByLabelText(/Project name/)).toHaveValue('Harbour Memories');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('says what is wrong beside the field, puts focus there, and writes nothing', async () => {
    const user = setup();
    await user.type(await screen.findByLabelText('Icon (URL)'), 'not a url');
    await user.clear(screen.getByLabelText(/Project name/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a project name')).toBeVisible();
    expect(screen.getByLabelText(/Project name/)).toHaveFocus();
    expect(screen.getByLabelText('Icon (URL)')).toHaveAccessibleDescription(
      'Use an http(s):// address or a path starting with / (under 500 characters)',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Some fields need attention before saving.');
    expect(service.updateProject).not.toHaveBeenCalled();
  });

  it('writes only what changed, and says so', async () => {
    const user = setup();
    const name = await screen.findByLabelText(/Project name/);
    await user.clear(name);
    await user.type(name, ' Harbour Walk ');
    await user.click(screen.getByRole('switch', { name: /QR codes/ }));
    await user.clear(screen.getByLabelText('Project password'));
    await user.type(screen.getByLabelText('Project password'), 'beam');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Project saved.'));
    expect(service.updateProject).toHaveBeenCalledWith('harbour', {
      projectName: 'Harbour Walk',
      isQREnabled: true,
      config: {
        locationInfo: true,
        authorInfo: true,
        recordingInfo: true,
        uploadFields: true,
        password: 'beam',
      },
    });
  });

  it('keeps the input and says why when the project has gone', async () => {
    service.updateProject.mockResolvedValue(null);
    const user = setup();
    await user.click(await screen.findByRole('switch', { name: /Available/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'This project no longer exists; nothing was saved.',
      ),
    );
    expect(screen.getByRole('switch', { name: /Available/ })).not.toBeChecked();
  });
});
