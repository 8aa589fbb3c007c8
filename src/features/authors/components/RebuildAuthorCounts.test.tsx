import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RebuildProgress, RebuildResult } from '../project-keys';
import { RebuildAuthorCounts } from './RebuildAuthorCounts';

// The service is replaced: these cases are about what the panel shows, not about Firestore.
const rebuild = vi.hoisted(() => vi.fn());
vi.mock('../project-keys-service', () => ({ rebuildAuthorProjectKeys: rebuild }));

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RebuildAuthorCounts />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Rebuild author counts' }) };
}

/** A rebuild that stops after reporting progress, until the test lets it finish. */
function pendingRebuild() {
  let finish: (outcome: { ok: RebuildResult } | { fail: Error }) => void = () => {};
  rebuild.mockImplementationOnce(
    (onProgress: (p: RebuildProgress) => void) =>
      new Promise((resolve, reject) => {
        onProgress({ phase: 'recordings', recordingsRead: 1500, authorsRead: 0, written: 0, toWrite: 0 });
        finish = (outcome) => ('ok' in outcome ? resolve(outcome.ok) : reject(outcome.fail));
      }),
  );
  return (outcome: { ok: RebuildResult } | { fail: Error }) => finish(outcome);
}

const done: RebuildResult = {
  recordingsRead: 1500,
  authorsRead: 40,
  updated: 2,
  skipped: 0,
  failed: [],
  missingProfiles: [],
};

describe('RebuildAuthorCounts', () => {
  beforeEach(() => rebuild.mockReset());

  it('is disabled while running, shows progress, then the result', async () => {
    const finish = pendingRebuild();
    const { user, button } = setup();
    await user.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByText('Reading recordings… 1,500 read')).toBeInTheDocument();
    finish({ ok: done });
    expect(
      await screen.findByText(
        'Author counts rebuilt from 1,500 recordings and 40 profiles: 2 profiles updated.',
      ),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(screen.queryByText(/Reading recordings/)).not.toBeInTheDocument();
  });

  it('a failure says so and leaves the button usable', async () => {
    const finish = pendingRebuild();
    const { user, button } = setup();
    await user.click(button);
    finish({ fail: new Error('Missing or insufficient permissions.') });
    const alert = await screen.findByText(
      'Rebuilding author counts failed: Missing or insufficient permissions.',
    );
    expect(alert.closest('.MuiAlert-colorError')).not.toBeNull();
    expect(button).toBeEnabled();
    rebuild.mockResolvedValueOnce(done);
    await user.click(button);
    expect(await screen.findByText(/2 profiles updated/)).toBeInTheDocument();
    expect(rebuild).toHaveBeenCalledTimes(2);
  });

  it('profiles that could not be written make it a warning', async () => {
    rebuild.mockResolvedValueOnce({ ...done, failed: [{ id: 'a9', reason: 'refused' }] });
    const { user, button } = setup();
    await user.click(button);
    const text = await screen.findByText(/1 profile could not be updated \(a9: refused\)/);
    expect(text.closest('.MuiAlert-colorWarning')).not.toBeNull();
  });
});
