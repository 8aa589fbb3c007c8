import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupRequestForm } from './GroupRequestForm';

// The server call is the form's only I/O: these cases are about what the person sees and what is sent.
const service = vi.hoisted(() => ({ requestGroupWorkshop: vi.fn() }));
vi.mock('../service', () => service);

function setup() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <GroupRequestForm organisationId="org1" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  service.requestGroupWorkshop.mockResolvedValue({ id: 'g1', emailed: true });
});

// Typing into MUI fields is slow in a test DOM on a busy machine.
describe('the group workshop request form', { timeout: 30_000 }, () => {
  it('shows each problem next to its field, focuses the first and sends nothing', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send group request' }));
    expect(await screen.findByText('Group name is required')).toBeVisible();
    expect(screen.getByText('Enter the group size (1-500)')).toBeVisible();
    expect(screen.getByText('Contact name is required')).toBeVisible();
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(screen.getByLabelText(/Group name/)).toHaveFocus();
    expect(service.requestGroupWorkshop).not.toHaveBeenCalled();
  });

  it('asks for a phone number when the reply goes by phone', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/Contact phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send group request' }));
    expect(await screen.findByText('Enter a phone number')).toBeVisible();
    expect(service.requestGroupWorkshop).not.toHaveBeenCalled();
  });

  it('sends the parsed request, says it was sent and starts afresh', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Group name/), ' Year 9 History ');
    await user.type(screen.getByLabelText(/Group size/), '12');
    await user.type(screen.getByLabelText(/Contact name/), 'Hana');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/Contact phone/), '01632 960001');
    await user.click(screen.getByRole('button', { name: 'Send group request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you — your group workshop request was sent. We will be in touch.',
    );
    expect(service.requestGroupWorkshop).toHaveBeenCalledWith(
      {
        groupName: 'Year 9 History',
        department: '',
        groupSize: 12,
        groupDescription: '',
        urgency: 'low',
        contactMethod: 'phone',
        contactName: 'Hana',
        contact: '01632 960001',
        availability: {},
        notes: '',
      },
      'org1',
      expect.any(String),
    );
    expect(screen.getByLabelText(/Group name/)).toHaveValue('');
    expect(screen.getByLabelText(/Contact e-mail/)).toHaveValue('');
  });
});
