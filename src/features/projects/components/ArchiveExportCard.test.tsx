import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '../../../lib/errors';
import type { ProjectExport } from '../export-service';
import { ArchiveExportCard } from './ArchiveExportCard';

// The service (the card's only I/O) is replaced: these cases are about what the person sees.
const service = vi.hoisted(() => ({
  downloadProjectArchive: vi.fn(),
  watchProjectExport: vi.fn(),
  newExportJobId: vi.fn(() => 'job-12345678'),
}));
vi.mock('../export-service', () => service);
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../../lib/download', () => saved);

const project = { id: 'demo-project-harbour', projectName: 'Harbour Memories' };
const job = (over: Partial<ProjectExport> = {}): ProjectExport => ({
  status: 'running',
  total: 3,
  done: 1,
  failed: 0,
  failures: [],
  leftOut: { noArchiveConsent: 1, consentWithdrawn: 1, rejected: 0 },
  fileName: 'harbour-memories-archive.zip',
  ...over,
});

/** The export as the server runs it: the job pushed to the card by hand, the zip answered when told. */
function serverHolds() {
  let push: (j: ProjectExport | null) => void = () => undefined;
  let answer: { resolve: (b: Blob) => void; reject: (e: unknown) => void } | undefined;
  service.watchProjectExport.mockImplementation((_id: string, onChange: typeof push) => {
    push = onChange;
    return () => undefined;
  });
  service.downloadProjectArchive.mockImplementation(
    (_p: string, _j: string, onStarted: () => void) =>
      new Promise<Blob>((resolve, reject) => {
        onStarted();
        answer = { resolve, reject };
      }),
  );
  return { push: (j: ProjectExport | null) => act(() => push(j)), answer: () => answer! };
}

beforeEach(() => vi.clearAllMocks());

describe('ArchiveExportCard', { timeout: 30_000 }, () => {
  it('shows progress and the audio it could not fetch, then what it saved, keeping focus on the button', async () => {
    const server = serverHolds();
    const user = userEvent.setup();
    render(<ArchiveExportCard project={project} />);
    const button = screen.getByRole('button', { name: 'Export archive' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Preparing the archive…')).toBeInTheDocument();
    server.push(
      job({
        failed: 1,
        failures: [{ id: 'r2', title: 'Lost tape', reason: 'The media server answered 404' }],
      }),
    );
    expect(
      screen.getByText(
        'Adding recordings to the archive: 1 of 3. Left out: 1 without consent to keep it in the archive, 1 whose consent was withdrawn.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Archive export progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByText('Lost tape')).toBeInTheDocument();
    // A second press while it runs starts nothing.
    await user.keyboard('{Enter}');
    expect(service.downloadProjectArchive).toHaveBeenCalledTimes(1);

    server.push(
      job({
        status: 'done',
        done: 3,
        failed: 1,
        failures: [{ id: 'r2', title: 'Lost tape', reason: '404' }],
      }),
    );
    const zip = new Blob(['zip']);
    await act(async () => server.answer().resolve(zip));
    expect(saved.saveBlob).toHaveBeenCalledWith('harbour-memories-archive.zip', zip);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved harbour-memories-archive.zip: 2 recordings with their audio. Left out: 1 without consent',
    );
    expect(screen.getByRole('button', { name: 'Export archive' })).toHaveFocus();
  });

  it('names the first failures the job holds and counts the rest', async () => {
    const server = serverHolds();
    const user = userEvent.setup();
    render(<ArchiveExportCard project={project} />);
    await user.click(screen.getByRole('button', { name: 'Export archive' }));
    const first = [{ id: 'r1', title: 'Tape one', reason: 'The media server answered 404' }];
    server.push(job({ total: 250, done: 250, failed: 150, failures: first }));
    expect(screen.getByText(/The audio of 150 recordings could not be fetched/)).toBeInTheDocument();
    expect(screen.getByText('and 149 more, named in the manifest')).toBeInTheDocument();
  });

  it('says why the server refused, and offers to try again', async () => {
    service.downloadProjectArchive.mockRejectedValue(
      new AppError("Only the project's organisation staff who manage it can export its archive"),
    );
    const user = userEvent.setup();
    render(<ArchiveExportCard project={project} />);
    await user.click(screen.getByRole('button', { name: 'Export archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only the project's organisation staff who manage it can export its archive",
    );
    expect(screen.getByRole('button', { name: 'Try the export again' })).toBeInTheDocument();
    expect(saved.saveBlob).not.toHaveBeenCalled();
  });

  it('a download cut off shows the reason the server recorded on the job', async () => {
    const server = serverHolds();
    const user = userEvent.setup();
    render(<ArchiveExportCard project={project} />);
    await user.click(screen.getByRole('button', { name: 'Export archive' }));
    server.push(
      job({ status: 'failed', error: 'The export stopped on the server; nothing was saved. Try again.' }),
    );
    await act(async () => server.answer().reject(new AppError('The archive stopped arriving')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export stopped on the server; nothing was saved. Try again.',
    );
    expect(saved.saveBlob).not.toHaveBeenCalled();
  });
});
