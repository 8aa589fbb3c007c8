import { screen, within } from '@testing-library/react';
import { AppError, ERRORS } from '../../../lib/errors';
import { renderWithProviders } from '../../../testing/providers';
import type { Member } from '../model';
import type { CleanupOptions, CleanupPreview, CleanupResult } from '../removal-service';
import { CleanupDialog } from './CleanupDialog';

// The removal service (the only I/O of the dialog) is replaced: these cases are about what the admin sees.
const service = vi.hoisted(() => ({ previewCleanup: vi.fn(), runCleanup: vi.fn() }));
vi.mock('../removal-service', () => service);

const member = (userKey: string, name: string, roles: Member['roles'], extra: Partial<Member> = {}) => ({
  id: userKey,
  userKey,
  organisationId: 'org1',
  name,
  email: `${userKey}@school.test`,
  roles,
  joinedAt: new Date('2025-09-01'),
  groupIds: [],
  ...extra,
});

const preview: CleanupPreview = {
  goes: [member('p1', 'Pia', ['member']), member('t1', '🦊 Fin', ['member'], { isTemporary: true })],
  stays: [
    { member: member('u-admin', 'Ada', ['organisationAdmin']), reason: 'organisationAdmin' },
    { member: member('f1', 'Fay', ['member', 'facilitator']), reason: 'facilitator' },
  ],
};

function setup() {
  const onClose = vi.fn();
  const { user } = renderWithProviders(
    <CleanupDialog organisationId="org1" organisationName="Hill School" onClose={onClose} />,
  );
  return { user, onClose };
}

beforeEach(() => {
  vi.clearAllMocks();
  service.previewCleanup.mockResolvedValue(preview);
});

// A busy machine renders MUI slowly: each case is given time.
describe('the end-of-year cleanup dialog', { timeout: 30_000 }, () => {
  it('shows who goes and who stays, with the reason, and does nothing until confirmed', async () => {
    const { user } = setup();
    const goes = await screen.findByRole('list', { name: 'Will be removed (2)' });
    expect(within(goes).getByText('Pia')).toBeVisible();
    expect(within(goes).getByText('Temporary member')).toBeVisible();
    const stays = screen.getByRole('list', { name: 'Will stay (2)' });
    expect(within(stays).getByText('Organisation Admin')).toBeVisible();
    expect(within(stays).getByText('Facilitator')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove 2 members' }));
    expect(await screen.findByText('Tick the box to confirm.')).toBeVisible();
    expect(service.runCleanup).not.toHaveBeenCalled();
  });

  it('runs only the previewed members, shows progress and can stop after a batch', async () => {
    let finish: (r: CleanupResult) => void = () => {};
    let seen: CleanupOptions = {};
    service.runCleanup.mockImplementation((_org: string, _superAdmin: boolean, options: CleanupOptions) => {
      seen = options;
      options.onProgress?.({ removed: 1, total: 2 });
      return new Promise<CleanupResult>((resolve) => (finish = resolve));
    });
    const { user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: /I understand that 2 members/ }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 members' }));

    expect(service.runCleanup).toHaveBeenCalledWith('org1', false, expect.anything());
    expect(seen.only).toEqual(['p1', 't1']);
    expect(await screen.findByText('Removed 1 of 2')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Cleanup progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    // While it runs the dialog cannot be cancelled, only stopped between batches.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop after this batch' }));
    expect(seen.signal?.aborted).toBe(true);

    finish({ removed: 1, total: 2, deleted: 1, left: 0, stopped: true });
    expect(
      await screen.findByText(
        'Stopped after removing 1 of 2: 1 record deleted. Run the cleanup again to finish.',
      ),
    ).toBeVisible();
  });

  it('shows a failure in the catalogue’s words, and how far it got', async () => {
    service.runCleanup.mockImplementation(async (_o: string, _s: boolean, options: CleanupOptions) => {
      options.onProgress?.({ removed: 0, total: 2 });
      throw new AppError(ERRORS.organisationNotFound);
    });
    const { user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 members' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Organisation not found');
    expect(alert).toHaveTextContent(
      '0 of 2 were removed before it stopped; run the cleanup again to finish.',
    );
  });

  it('says so when there is nobody to remove', async () => {
    service.previewCleanup.mockResolvedValue({ goes: [], stays: preview.stays });
    const { user, onClose } = setup();
    expect(await screen.findByText('Nobody to remove')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
