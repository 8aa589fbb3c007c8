import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zProject } from '../model';
import type { ProjectRow } from '../service';
import { FormBuilder } from './FormBuilder';

// The service (the builder's only I/O) is replaced: these cases are about what is shown and what is written.
const service = vi.hoisted(() => ({ updateProject: vi.fn(), getProjectPassword: vi.fn() }));
vi.mock('../service', () => service);

const project: ProjectRow = {
  ...zProject.parse({
    projectName: 'High Street',
    formFields: [
      { key: 'decade', label: 'Decade', type: 'select', required: true, options: ['1950s', '1960s'] },
      { key: 'shop', label: 'Shop', type: 'text', required: false },
    ],
  }),
  id: 'high-street',
};

function setup() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <FormBuilder project={project} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const question = (n: number) => screen.getByRole('group', { name: new RegExp(`^Question ${n}:`) });

beforeEach(() => {
  vi.clearAllMocks();
  service.updateProject.mockResolvedValue(undefined);
  service.getProjectPassword.mockResolvedValue('sea');
});

// Typing through MUI fields is slow in a test DOM on a busy machine.
describe('FormBuilder', { timeout: 90_000 }, () => {
  it('says what a question lacks beside its field, puts focus there, and saves nothing', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    const row = question(3);
    expect(await within(row).findByText('Enter a label')).toBeVisible();
    expect(within(row).getByText('Enter a key')).toBeVisible();
    expect(within(row).getByLabelText('Question', { exact: true })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Some questions need attention before saving.');
    expect(service.updateProject).not.toHaveBeenCalled();

    // The problems follow the input from then on.
    await user.type(within(row).getByLabelText('Question', { exact: true }), 'Your street');
    expect(within(row).queryByText('Enter a label')).toBeNull();
  });

  it('makes a key from the label, moves the question with the keyboard and saves the form in order, the password kept', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(within(question(3)).getByLabelText('Question', { exact: true }), ' Your street ');
    await user.tab();
    const added = screen.getByRole('group', { name: 'Question 3: Your street' });
    expect(within(added).getByLabelText('Key', { exact: true })).toHaveValue('your_street');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.getByRole('group', { name: 'Question 2: Your street' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Author information/ }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Form saved.'));
    expect(service.updateProject).toHaveBeenCalledWith('high-street', {
      // The project holds an empty password; the stored one is written back, not the empty one.
      config: {
        locationInfo: true,
        authorInfo: false,
        recordingInfo: true,
        uploadFields: true,
        password: 'sea',
      },
      formFields: [
        { key: 'decade', label: 'Decade', type: 'select', required: true, options: ['1950s', '1960s'] },
        { key: 'your_street', label: 'Your street', type: 'text', required: false },
        { key: 'shop', label: 'Shop', type: 'text', required: false },
      ],
    });
  });

  it('refuses a key used twice, beside the repeat', async () => {
    const user = setup();
    const key = within(question(2)).getByLabelText('Key', { exact: true });
    await user.clear(key);
    await user.type(key, 'decade');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await within(question(2)).findByText('Key already used by field 1')).toBeVisible();
    expect(service.updateProject).not.toHaveBeenCalled();
  });
});
