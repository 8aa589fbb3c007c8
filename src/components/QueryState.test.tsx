import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState } from './QueryState';

/** A real react-query read over a function the test controls, so the states are the library's own. */
function Reader({ read, empty }: { read: () => Promise<string[]>; empty?: string }) {
  const query = useQuery({ queryKey: ['words'], queryFn: read, retry: false });
  return (
    <QueryState
      query={query}
      loadingLabel="Loading words"
      errorText="The words could not be loaded"
      empty={empty}
    >
      {(words) => (
        <ul>
          {words.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
const renderReader = (read: () => Promise<string[]>, empty?: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Reader read={read} empty={empty} />
    </QueryClientProvider>,
  );

describe('QueryState', () => {
  it('shows the loading rows under their label while the read runs', () => {
    renderReader(() => new Promise(() => {}));
    expect(screen.getByRole('progressbar', { name: 'Loading words' })).toBeInTheDocument();
  });

  it('renders the content from the data once it arrives', async () => {
    renderReader(async () => ['oak', 'ash']);
    expect(await screen.findByText('oak')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the empty state for no rows when one is given, the content otherwise', async () => {
    const { unmount } = renderReader(async () => [], 'No words yet');
    expect(await screen.findByText('No words yet')).toBeInTheDocument();
    unmount();
    renderReader(async () => []);
    expect(await screen.findByRole('list')).toBeEmptyDOMElement();
  });

  it('says what failed, and "Try again" reads again', async () => {
    const read = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('Network down'));
    read.mockResolvedValueOnce(['elm']);
    renderReader(read);
    expect(await screen.findByRole('alert')).toHaveTextContent('The words could not be loaded: Network down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('elm')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
