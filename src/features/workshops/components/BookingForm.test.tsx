import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDayIso } from '../../../kernel/dates';
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

const DAY = 86_400_000;
const inDays = (n: number) => localDayIso(new Date(Date.now() + n * DAY));
const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

// Set as a whole, as a date picker and a paste do: these cases are about the checks, not the keystrokes.
function fillValid() {
  change(/Organisation name/, 'Harbour School');
  change(/Organisation type/, 'School');
  change(/Participants/, '24');
  change(/Preferred date/, inDays(30));
  change(/Second choice/, inDays(37));
  change(/Contact name/, 'Olivia');
  change(/Contact e-mail/, ' olivia@example.test ');
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

  it('asks for dates with date pickers from today on, refusing a past day, and a count out of range', async () => {
    const user = setup();
    const first = screen.getByLabelText(/Preferred date/);
    // Date pickers (a phone shows its own), which offer no day before today.
    for (const label of [/Preferred date/, /Second choice/, /Third choice/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'date');
      expect(screen.getByLabelText(label)).toHaveAttribute('min', localDayIso());
    }
    expect(first).toBeRequired();
    fillValid();
    change(/Preferred date/, inDays(-1));
    change(/Participants/, '501');
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText('Choose today or a later date')).toBeVisible();
    expect(screen.getByText('Enter the number of participants (1-500)')).toBeVisible();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Participants/)).toHaveFocus();
    expect(service.requestBooking).not.toHaveBeenCalled();
  });

  it('sends the parsed request, says it was sent and starts afresh', async () => {
    const user = setup('Harbour School');
    expect(screen.getByLabelText(/Organisation name/)).toHaveValue('Harbour School');
    fillValid();
    // Today is a day that may be chosen; the same day twice is asked for once.
    change(/Third choice/, inDays(30));
    change(/Second choice/, localDayIso());
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
        preferredDates: [inDays(30), localDayIso()],
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
    fillValid();
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Failed to send booking request');
    expect(screen.getByLabelText(/Contact name/)).toHaveValue('Olivia');
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText(/your booking request was sent/)).toBeVisible();
    const [first, second] = service.requestBooking.mock.calls;
    expect(second![2]).toBe(first![2]);
  });
});
