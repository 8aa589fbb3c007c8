import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import type { RecordingRow } from '../service';
import { RecordingDetailsDialog } from './RecordingDetailsDialog';

// The services (the only Firestore I/O) are replaced: these cases are about the form.
const service = vi.hoisted(() => ({ updateRecordingDetails: vi.fn() }));
vi.mock('../service', () => service);
const tagService = vi.hoisted(() => ({ listTags: vi.fn() }));
vi.mock('../../tags/service', () => tagService);

const recording: RecordingRow = {
  id: 'rec-1',
  title: 'The Lighthouse Keeper',
  project: 'p1',
  collectionLog: { timesCollected: 0 },
  tags: { subjectTags: ['history'], genreTags: ['oral history'] },
};
const tagRow = (tagName: string, kind: 'recording' | 'pin') => ({
  id: `${kind}_${tagName}`,
  tagName,
  kind,
  pinKeys: [],
  keys: [],
  authorKeys: [],
  recordingKeys: [],
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <RecordingDetailsDialog
        recording={recording}
        projectName="Harbour"
        onClose={onClose}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { onSaved, onClose, user: userEvent.setup() };
}
const field = (name: RegExp) => screen.getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => {
  vi.clearAllMocks();
  tagService.listTags.mockResolvedValue([tagRow('Maritime', 'recording'), tagRow('Bridges', 'pin')]);
});

describe('the album and tags editor', () => {
  it('adds tags from the keyboard and from suggestions, then saves them', async () => {
    service.updateRecordingDetails.mockResolvedValue({
      albumKey: 'album-7',
      subjectTags: ['history', 'Lighthouses', 'Maritime'],
      genreTags: ['oral history'],
      outcome: { created: ['Lighthouses'], filed: ['Maritime'], removed: [], deleted: [] },
    });
    const { onSaved, user } = setup();
    await user.type(screen.getByLabelText('Album key'), 'album-7');
    await user.type(field(/^Subject tags/), 'Lighthouses{Enter}');
    await user.type(field(/^Subject tags/), 'Mari');
    // Only recording tags are offered, not pin tags.
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Maritime']);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(save());
    await waitFor(() =>
      expect(service.updateRecordingDetails).toHaveBeenCalledWith('rec-1', {
        albumKey: 'album-7',
        subjectTags: ['history', 'Lighthouses', 'Maritime'],
        genreTags: ['oral history'],
      }),
    );
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(
        '“The Lighthouse Keeper” saved. Tags: new tag “Lighthouses”; added to “Maritime”.',
      ),
    );
  });

  it('Backspace in an empty tag field removes the last tag', async () => {
    const { user } = setup();
    await user.click(field(/^Genre tags/));
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'oral history' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'history' })).toBeInTheDocument();
  });

  it('refuses duplicates ignoring case and spacing, and names in both lists, without saving', async () => {
    const { user } = setup();
    await user.type(field(/^Subject tags/), '  HISTORY {Enter}');
    await user.type(field(/^Genre tags/), 'History{Enter}');
    await user.click(save());
    expect(
      await screen.findByText('“HISTORY” is listed twice (tags ignore case and spacing)'),
    ).toBeInTheDocument();
    expect(screen.getByText('“History” is already a subject tag')).toBeInTheDocument();
    expect(field(/^Subject tags/)).toHaveAttribute('aria-invalid', 'true');
    expect(service.updateRecordingDetails).not.toHaveBeenCalled();
  });

  it('refuses an album key that is too long', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Album key'));
    await user.paste('a'.repeat(201));
    await user.click(save());
    expect(await screen.findByText('The album key can be at most 200 characters')).toBeInTheDocument();
    expect(service.updateRecordingDetails).not.toHaveBeenCalled();
  });

  it('shows that it is saving, and a refusal keeps what was typed', async () => {
    let refuse: (e: Error) => void = () => {};
    service.updateRecordingDetails.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { onSaved, user } = setup();
    await user.type(screen.getByLabelText('Album key'), 'album-9');
    await user.click(save());
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    refuse(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'));
    expect(
      await screen.findByText('Not saved: Missing or insufficient permissions. Nothing was changed.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Album key')).toHaveValue('album-9');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says so when the recording is gone', async () => {
    service.updateRecordingDetails.mockResolvedValue(null);
    const { onSaved, user } = setup();
    await user.click(save());
    expect(
      await screen.findByText('This recording no longer exists; nothing was saved.'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
