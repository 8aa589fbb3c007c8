import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { AppError } from '../../../lib/errors';
import { renderWithProviders, testSession } from '../../../testing/providers';
import type { SessionUser } from '../../session/model';
import { zWorkshop } from '../model';
import WorkshopManagerScreen from './WorkshopManagerScreen';

// The services are the screen's only I/O: these cases are about what the super admin sees and what is changed.
// None may reach for a real database: a query left to the real SDK waits for a connection that never comes, and
// a save's refresh (which refetches it) then held the dialog open for seconds.
const service = vi.hoisted(() => ({
  listWorkshops: vi.fn(),
  listInterest: vi.fn(),
  listFacilitators: vi.fn(),
  createWorkshop: vi.fn(),
  updateWorkshop: vi.fn(),
  assignFacilitators: vi.fn(),
  cancelWorkshop: vi.fn(),
}));
vi.mock('../service', () => service);
const delivery = vi.hoisted(() => ({ deliveryForms: vi.fn(), markWorkshopDelivered: vi.fn() }));
vi.mock('../delivery-service', () => delivery);
// No offers and no availability on record: the ranking weighs only what the facilitators' list says.
const offers = vi.hoisted(() => ({
  OFFER_LIST_LIMIT: 200,
  listOffersFor: vi.fn(async () => []),
  listMyOffers: vi.fn(async () => []),
  offerWorkshop: vi.fn(),
  answerOffer: vi.fn(),
  availabilityOf: vi.fn(async () => ({})),
}));
vi.mock('../offer-service', () => offers);
// The real grid, with every row and column rendered: a test DOM has no layout to virtualise against.
vi.mock('../../../components/AdminDataGrid', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../components/AdminDataGrid')>();
  return {
    AdminDataGrid: (props: ComponentProps<typeof real.AdminDataGrid>) => (
      <real.AdminDataGrid {...props} disableVirtualization />
    ),
  };
});

const admin: SessionUser = {
  userId: 'u-super',
  email: 'super@demo.test',
  displayName: 'Sam',
  userRole: 'superAdmin',
  organisations: {},
  projectAdminAccess: [],
  isAuthor: false,
};

const mill = {
  ...zWorkshop.parse({
    title: 'Memories of the Mill',
    date: '2999-03-01',
    startTime: '10:00',
    endTime: '12:00',
    duration: 2,
    leadContact: { name: 'Olivia', email: 'olivia@example.test' },
  }),
  id: 'w1',
};

function setup(user: SessionUser = admin) {
  return renderWithProviders(<WorkshopManagerScreen />, { session: testSession({}, user) }).user;
}

const row = async () => {
  await screen.findByRole('grid', { name: 'Workshops' }, { timeout: 20_000 });
  return screen.findByTestId('workshop-w1');
};

beforeEach(() => {
  vi.clearAllMocks();
  service.listWorkshops.mockResolvedValue([mill]);
  service.listInterest.mockResolvedValue([]);
  service.listFacilitators.mockResolvedValue([]);
});

// The grid's code arrives by a lazy import, slow on a busy machine: the first render is given time.
describe('the workshop manager', { timeout: 40_000 }, () => {
  it('is for super admins only', () => {
    setup({ ...admin, userRole: 'organisationAdmin' });
    expect(screen.getByText('The workshop manager is for super admins.')).toBeVisible();
  });

  it('lists each workshop as a row; cancelling asks for a reason and says what was queued', async () => {
    service.cancelWorkshop.mockResolvedValue({ messageId: 'm1', total: 2 });
    const user = setup();
    const w1 = await row();
    expect(within(w1).getByText('Memories of the Mill')).toBeVisible();
    expect(within(w1).getByText('10:00–12:00 (2 hours)')).toBeVisible();
    await user.click(within(w1).getByRole('button', { name: 'Cancel workshop' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel “Memories of the Mill”?' });
    await user.type(within(dialog).getByLabelText('Reason'), ' Storm ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel workshop' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Workshop cancelled; 2 cancellation e-mails queued (follow them in Email Management).',
    );
    expect(service.cancelWorkshop).toHaveBeenCalledWith('w1', 'Storm');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(service.listWorkshops).toHaveBeenCalledTimes(2); // read again after the change
  });

  it('assigning says so once saved, and closes the dialog', async () => {
    service.listFacilitators.mockResolvedValue([{ userId: 'f1', name: 'Fay', email: 'fay@demo.test' }]);
    service.assignFacilitators.mockResolvedValue(undefined);
    const user = setup();
    await user.click(within(await row()).getByRole('button', { name: 'Assign facilitators' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Assign Fay' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save assignments' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Facilitators assigned; confirmations sent.');
    expect(service.assignFacilitators).toHaveBeenCalledWith('w1', [
      { userId: 'f1', name: 'Fay', email: 'fay@demo.test', type: 'primary' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed save says so in the dialog and keeps it open; the retry creates it and the screen says so', async () => {
    service.createWorkshop.mockRejectedValueOnce(new AppError('Missing or insufficient permissions'));
    service.createWorkshop.mockResolvedValueOnce('w2');
    const user = setup();
    await row();
    await user.click(screen.getByRole('button', { name: 'New workshop' }));
    const dialog = screen.getByRole('dialog', { name: 'New workshop' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Harbour stories');
    const date = within(dialog).getByLabelText('Date', { exact: true });
    await user.type(date, '2999-04-01');
    await user.type(within(dialog).getByLabelText('Lead contact name'), 'Olivia');
    await user.type(within(dialog).getByLabelText('Lead contact e-mail'), 'olivia@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create workshop' }));
    expect(await within(dialog).findByText('Missing or insufficient permissions')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create workshop' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Workshop created.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(service.createWorkshop).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Harbour stories', date: '2999-04-01', organisationId: '' }),
    );
  });

  it('a workshop whose day has come is marked delivered, linking a form when none is linked yet', async () => {
    const past = { ...mill, id: 'w0', title: 'Harbour walk', date: '2020-05-01' };
    service.listWorkshops.mockResolvedValue([mill, past]);
    delivery.deliveryForms.mockResolvedValue({
      linked: [],
      linkable: [{ id: 'f1', title: 'How was the walk?', workshopId: '' }],
    });
    delivery.markWorkshopDelivered.mockResolvedValue(undefined);
    const user = setup();
    expect(within(await row()).queryByRole('button', { name: 'Mark delivered' })).toBeNull(); // still to come
    await user.click(
      within(screen.getByTestId('workshop-w0')).getByRole('button', { name: 'Mark delivered' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark “Harbour walk” delivered?' });
    expect(await within(dialog).findByText(/No feedback form is linked to this workshop/)).toBeVisible();
    await user.click(within(dialog).getByLabelText('Feedback form to send'));
    await user.click(await screen.findByRole('option', { name: 'How was the walk?' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(
      await screen.findByText('Workshop marked delivered; its feedback form goes to the participants.'),
    ).toBeVisible();
    expect(delivery.markWorkshopDelivered).toHaveBeenCalledWith('w0', 'f1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed marking says so in the dialog and keeps it open; a linked form is named, nothing to link', async () => {
    const past = { ...mill, id: 'w0', title: 'Harbour walk', date: '2020-05-01' };
    service.listWorkshops.mockResolvedValue([past]);
    delivery.deliveryForms.mockResolvedValue({
      linked: [{ id: 'f2', title: 'Walk feedback', workshopId: 'w0' }],
      linkable: [],
    });
    delivery.markWorkshopDelivered.mockRejectedValueOnce(new AppError('Missing or insufficient permissions'));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }, { timeout: 20_000 }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Walk feedback')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await within(dialog).findByText('Missing or insufficient permissions')).toBeVisible();
    expect(delivery.markWorkshopDelivered).toHaveBeenCalledWith('w0', undefined);
  });

  it('a delivered workshop says whether its feedback form went out', async () => {
    const done = {
      ...mill,
      date: '2020-05-01',
      status: 'completed' as const,
      completedAt: new Date('2020-05-01T15:00:00Z'),
      feedbackRequest: { state: 'sent' as const, at: new Date('2020-05-01T15:01:00Z'), sent: 3 },
    };
    service.listWorkshops.mockResolvedValue([done]);
    setup();
    const w1 = await row();
    expect(within(w1).getByText('Feedback form sent to 3 participants on 01/05/2020.')).toBeVisible();
    expect(within(w1).queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  });
});
