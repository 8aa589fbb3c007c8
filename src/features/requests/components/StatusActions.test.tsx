import { screen } from '@testing-library/react';
import { AppError } from '../../../lib/errors';
import { renderWithProviders, testAdmin, testSession } from '../../../testing/providers';
import type { SessionUser } from '../../session/model';
import type { InboxItem } from '../model';
import { StatusActions } from './StatusActions';

const service = vi.hoisted(() => ({
  changeStatus: vi.fn(),
  createWorkshopFromRequest: vi.fn(),
  getRequest: vi.fn(),
  listInboxPage: vi.fn(),
}));
vi.mock('../service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../service')>()),
  ...service,
}));
// The project form is the projects feature's own (tested there); here it creates one project per submit.
const createProject = vi.hoisted(() => vi.fn(() => 'inquiry-project'));
vi.mock('../../projects', () => ({
  CreateProjectDialog: ({ onCreated }: { onCreated: (key: string) => void }) => (
    <button type="button" onClick={() => onCreated(createProject())}>
      Create the project
    </button>
  ),
}));

const superAdmin: SessionUser = { ...testAdmin, userId: 'u-super', userRole: 'superAdmin' };
const inquiry: InboxItem = {
  kind: 'inquiry',
  id: 'inq-1',
  createdAt: new Date('2027-01-01T10:00:00Z'),
  status: 'inProgress',
  statusHistory: [],
  version: 3,
  organisationId: 'org1',
  organisationName: 'Hill School',
  contactName: 'Jo',
  projectName: 'Hill walks',
};

function renderActions() {
  return renderWithProviders(<StatusActions item={inquiry} isSuperAdmin onBusy={() => undefined} />, {
    session: testSession({}, superAdmin),
  }).user;
}

describe('creating a project from an inquiry', () => {
  it('when marking the inquiry fails, a retry marks it with the project already created, never a second one', async () => {
    service.changeStatus.mockRejectedValueOnce(new AppError('The server did not answer'));
    service.changeStatus.mockResolvedValueOnce(undefined);
    const user = renderActions();

    await user.click(screen.getByRole('button', { name: 'Create project from inquiry' }));
    await user.click(screen.getByRole('button', { name: 'Create the project' }));
    expect(
      await screen.findByText(/The project was created, but the inquiry could not be marked/),
    ).toBeVisible();
    // The way to a second project is closed; the retry is the only step left.
    expect(screen.queryByRole('button', { name: 'Create project from inquiry' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(service.changeStatus).toHaveBeenCalledTimes(2));
    expect(createProject).toHaveBeenCalledTimes(1);
    for (const [step] of service.changeStatus.mock.calls)
      expect(step).toMatchObject({
        kind: 'inquiry',
        id: 'inq-1',
        to: 'accepted',
        projectId: 'inquiry-project',
      });
    await vi.waitFor(() => expect(screen.queryByText(/could not be marked/)).toBeNull());
  });
});
