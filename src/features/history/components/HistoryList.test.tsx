import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/providers';
import type { HistoryRow } from '../model';
import { HistoryList } from './HistoryList';

const now = new Date('2026-11-20T12:00:00Z');
const removal = (id: string, undo: unknown, extra: Partial<HistoryRow> = {}): HistoryRow => ({
  id,
  organisationId: 'org1',
  kind: 'member-removed',
  actorUid: 'admin1',
  actorName: 'Ada Admin',
  at: new Date('2026-11-19T09:00:00Z'),
  summary: `Removed ${id} from the organisation`,
  target: { collection: 'Users', id, label: id },
  undo,
  ...extra,
});

describe('HistoryList', () => {
  it('offers Undo for a removal with its payload, and says why one logged without it cannot be undone', () => {
    const onUndo = vi.fn();
    renderWithProviders(
      <HistoryList
        rows={[
          removal('Ann', {
            userKey: 'ann',
            record: null,
            membership: {},
            mirror: {},
            codes: [],
            groupIds: [],
          }),
          removal('Bob', { unavailable: 'too-many-codes' }),
          removal('Cy', undefined),
        ]}
        now={now}
        onUndo={onUndo}
        undoing={null}
      />,
    );
    expect(screen.getByRole('button', { name: 'Undo: Removed Ann from the organisation' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Removed Bob/ })).toBeNull();
    expect(screen.getByText(/more access codes than an undo can check/)).toBeVisible();
    // An older removal, logged before removals could be undone, is simply listed.
    expect(screen.queryByRole('button', { name: /Removed Cy/ })).toBeNull();
  });

  it('offers no Undo once the removal is undone or older than 7 days', () => {
    const undo = { userKey: 'ann', record: null, membership: {}, mirror: {}, codes: [], groupIds: [] };
    renderWithProviders(
      <HistoryList
        rows={[
          removal('Ann', undo, { undoneAt: now, undoneBy: 'admin1' }),
          removal('Dee', undo, { at: new Date('2026-11-01T09:00:00Z') }),
        ]}
        now={now}
        onUndo={vi.fn()}
        undoing={null}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(screen.getByText('Undone')).toBeVisible();
  });
});
