import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UNSUBSCRIBE_ERRORS } from '@storytelling/shared/mail-api';
import { env } from '../../../lib/env';
import { UNREACHABLE } from '../unsubscribe-service';
import UnsubscribeScreen from './UnsubscribeScreen';

// The page is opened from an e-mail on a phone: it must not pull in Firebase. Importing it would fail this file.
vi.mock('firebase/app', () => {
  throw new Error('/unsubscribe must not import Firebase');
});
vi.mock('firebase/firestore', () => {
  throw new Error('/unsubscribe must not import Firebase');
});
vi.mock('firebase/auth', () => {
  throw new Error('/unsubscribe must not import Firebase');
});

const TOKEN = 'tok.en-1';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const state = (
  status: 'subscribed' | 'unsubscribed',
  more: { organisationName?: string; everyone?: 'open' | 'stopped' | 'blocked' } = {},
) =>
  json(200, {
    ok: true,
    maskedEmail: 'p•••@example.org',
    status,
    organisationName: '',
    everyone: status === 'unsubscribed' ? 'stopped' : 'open',
    ...more,
  });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup(search = `?token=${encodeURIComponent(TOKEN)}`) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/unsubscribe${search}`]}>
        <Routes>
          <Route path="/unsubscribe" element={<UnsubscribeScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as unknown }));

describe('/unsubscribe', () => {
  it('without a token says where to find the link and asks nothing of the server', async () => {
    setup('');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    expect(screen.getByText(/needs the unsubscribe link from one of our e-mails/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a valid link: shows the masked address, unsubscribes, then resubscribes', async () => {
    fetchMock
      .mockResolvedValueOnce(state('subscribed'))
      .mockResolvedValueOnce(state('unsubscribed'))
      .mockResolvedValueOnce(state('subscribed'));
    const user = setup();
    expect(screen.getByText('Checking your link…')).toBeVisible();
    expect(await screen.findByText('p•••@example.org')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `${env.VITE_UNSUBSCRIBE_ENDPOINT}?token=${encodeURIComponent(TOKEN)}`,
      undefined,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from our newsletters');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' });
    expect(done).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('You are unsubscribed.');
    expect(posts()).toEqual([
      { url: env.VITE_UNSUBSCRIBE_ENDPOINT, body: { token: TOKEN, action: 'unsubscribe' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    const again = await screen.findByRole('heading', { level: 1, name: 'You are subscribed again' });
    expect(again).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('You are subscribed again.');
    expect(posts()[1]).toEqual({
      url: env.VITE_UNSUBSCRIBE_ENDPOINT,
      body: { token: TOKEN, action: 'resubscribe' },
    });
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  });

  it("an organisation's link unsubscribes from its newsletters, and separately from every organisation's", async () => {
    const school = { organisationName: 'Hollybank School' };
    fetchMock
      .mockResolvedValueOnce(state('subscribed', school))
      .mockResolvedValueOnce(state('unsubscribed', { ...school, everyone: 'open' }))
      .mockResolvedValueOnce(state('unsubscribed', { ...school, everyone: 'stopped' }))
      .mockResolvedValueOnce(state('unsubscribed', { ...school, everyone: 'open' }));
    const user = setup();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Unsubscribe from Hollybank School’s newsletters',
      }),
    ).toBeVisible();
    expect(screen.getByText(/Stop sending newsletters from Hollybank School to/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toHaveFocus();
    expect(screen.getByText(/will no longer receive newsletters from Hollybank School/)).toBeVisible();

    const everyone = screen.getByRole('region', { name: 'Every organisation on this service' });
    await user.click(within(everyone).getByRole('button', { name: 'Stop e-mail from every organisation' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed from every organisation' }),
    ).toHaveFocus();
    expect(within(everyone).getByText(/No organisation on this service sends newsletters/)).toBeVisible();

    await user.click(within(everyone).getByRole('button', { name: 'Allow e-mail from organisations again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organisations may e-mail you again' }),
    ).toHaveFocus();
    expect(posts().map((p) => (p.body as { action: string }).action)).toEqual([
      'unsubscribe',
      'unsubscribeEveryone',
      'resubscribeEveryone',
    ]);
  });

  it('the service’s own mail (no organisation) offers no second choice', async () => {
    fetchMock.mockResolvedValueOnce(state('subscribed'));
    setup();
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Every organisation on this service' }),
    ).not.toBeInTheDocument();
  });

  it('an address already unsubscribed is offered to resubscribe', async () => {
    fetchMock.mockResolvedValueOnce(state('unsubscribed'));
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('an address the server keeps suppressed (a bounce) says it stays unsubscribed', async () => {
    fetchMock.mockResolvedValueOnce(state('unsubscribed')).mockResolvedValueOnce(state('unsubscribed'));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Resubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are still unsubscribed' }),
    ).toHaveFocus();
    expect(screen.getByText(/cannot be resubscribed from this page/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('You are still unsubscribed.');
    expect(screen.queryByRole('button', { name: 'Resubscribe' })).not.toBeInTheDocument();
  });

  it('a tampered link is refused in words, offers no button and changes nothing', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { ok: false, error: 'invalid' }));
    setup('?token=tampered');
    expect(await screen.findByText(UNSUBSCRIBE_ERRORS.invalid)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('an expired link says so, whether the server sends the reason or its text', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { ok: false, error: UNSUBSCRIBE_ERRORS.expired }));
    setup();
    expect(await screen.findByText(UNSUBSCRIBE_ERRORS.expired)).toBeVisible();
  });

  it('cannot reach the service: says so, and "Try again" reads the link again', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(state('subscribed'));
    const user = setup();
    expect(await screen.findByText(UNREACHABLE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('p•••@example.org')).toBeVisible();
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
  });

  it('a network failure while unsubscribing keeps the page as it was and retries the same choice', async () => {
    fetchMock
      .mockResolvedValueOnce(state('subscribed'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(state('unsubscribed'));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(UNREACHABLE)).toBeVisible();
    expect(screen.getByText('p•••@example.org')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from our newsletters');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toHaveFocus();
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
    expect(posts().map((p) => p.body)).toEqual([
      { token: TOKEN, action: 'unsubscribe' },
      { token: TOKEN, action: 'unsubscribe' },
    ]);
  });

  it('a server that cannot save just now says so and offers to try again', async () => {
    fetchMock
      .mockResolvedValueOnce(state('subscribed'))
      .mockResolvedValueOnce(json(503, { ok: false, error: 'unavailable' }));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(UNSUBSCRIBE_ERRORS.unavailable)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
