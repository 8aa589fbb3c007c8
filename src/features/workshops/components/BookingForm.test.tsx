import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '../../../lib/errors';
import { BookingForm } from './BookingForm';

// The server call is the form's only I/O: these cases are about what the person sees and what is sent.
const service = vi.hoisted(() => ({ requestBooking: vi.fn() }));
vi.mock('../service', () => service);

function setup(organisationName?: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <BookingForm organisationId="org1" organisationName={organisationName} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Organisation name/), 'Harbour School');
  await user.type(screen.getByLabelText(/Organisation type/), 'School');
  await user.type(screen.getByLabelText(/Participants/), '24');
  await user.type(screen.getByLabelText(/Preferred dates/), '2027-03-01, 2027-03-08');
  await user.type(screen.getByLabelText(/Contact name/), 'Olivia');
  await user.type(screen.getByLabelText(/Contact e-mail/), ' olivia@example.test ');
}

beforeEach(() => {
  vi.clearAllMocks();
  service.requestBooking.mockResolvedValue({ id: 'r1', emailed: true });
});

// Typing into MUI fields is slow in a test DOM on a busy machine.
describe('the booking request form', { timeout: 30_000 }, () => {
  it('shows each problem next to its field, focuses the first and sends nothing', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText('Organisation name is required')).toBeVisible();
    expect(screen.getByText('Organisation type is required')).toBeVisible();
    expect(screen.getByText('Enter the number of participants (1-500)')).toBeVisible();
    expect(screen.getByText('Add at least one preferred date')).toBeVisible();
    expect(screen.getByText('Contact name is required')).toBeVisible();
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(screen.getByLabelText(/Organisation name/)).toHaveFocus();
    expect(screen.getByLabelText(/Organisation name/)).toHaveAttribute('aria-invalid', 'true');
    expect(service.requestBooking).not.toHaveBeenCalled();
  });

  it('names a preferred date that is not a date, and a count out of range', async () => {
    const user = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText(/Preferred dates/));
    await user.type(screen.getByLabelText(/Preferred dates/), '2027-03-01, next-week');
    await user.clear(screen.getByLabelText(/Participants/));
    await user.type(screen.getByLabelText(/Participants/), '501');
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText('"next-week" is not a date like 2027-03-01')).toBeVisible();
    expect(screen.getByText('Enter the number of participants (1-500)')).toBeVisible();
    expect(screen.getByLabelText(/Participants/)).toHaveFocus();
    expect(service.requestBooking).not.toHaveBeenCalled();
  });

  it('sends the parsed request, says it was sent and starts afresh', async () => {
    const user = setup('Harbour School');
    expect(screen.getByLabelText(/Organisation name/)).toHaveValue('Harbour School');
    await user.clear(screen.getByLabelText(/Organisation name/));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you — your booking request was sent. We will be in touch.',
    );
    expect(service.requestBooking).toHaveBeenCalledWith(
      {
        organisationName: 'Harbour School',
        organisationType: 'School',
        participantCount: 24,
        duration: 2,
        preferredDates: ['2027-03-01', '2027-03-08'],
        contactName: 'Olivia',
        contactEmail: 'olivia@example.test',
        contactPhone: '',
        notes: '',
      },
      'org1',
      expect.any(String),
    );
    expect(screen.getByLabelText(/Contact name/)).toHaveValue('');
    expect(screen.getByLabelText(/Organisation name/)).toHaveValue('Harbour School');
  });

  it('keeps what was typed when sending fails, and retries as the same request', async () => {
    service.requestBooking.mockRejectedValueOnce(new AppError('Failed to send booking request'));
    const user = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Failed to send booking request');
    expect(screen.getByLabelText(/Contact name/)).toHaveValue('Olivia');
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText(/your booking request was sent/)).toBeVisible();
    const [first, second] = service.requestBooking.mock.calls;
    expect(second![2]).toBe(first![2]);
  });
});
