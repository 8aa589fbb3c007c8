import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { guardHistory, useBlocker } from './navigation-blocker';

/** A form with unsaved changes while `dirty`: leaving it for another path waits for the person. */
function Editor({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <p>Editor {blocker.state}</p>
      <button onClick={blocker.reset}>Stay</button>
      <button onClick={blocker.proceed}>Leave</button>
    </>
  );
}

function setup(dirty: boolean) {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/list', '/editor'], initialIndex: 1, v5Compat: true }),
  );
  render(
    <HistoryRouter history={history}>
      <Link to="/other">Other</Link>
      <Link to="/editor?tab=2">Tab 2</Link>
      <Routes>
        <Route path="/editor" element={<Editor dirty={dirty} />} />
        <Route path="/other" element={<p>Other page</p>} />
        <Route path="/list" element={<p>List page</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return history;
}

describe('guardHistory and useBlocker', () => {
  it('holds a link back while the screen says so; reset stays, proceed goes', async () => {
    const history = setup(true);
    act(() => screen.getByRole('link', { name: 'Other' }).click());
    expect(await screen.findByText('Editor blocked')).toBeVisible();
    expect(history.location.pathname).toBe('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('Editor unblocked')).toBeVisible();
    expect(history.location.pathname).toBe('/editor');

    act(() => screen.getByRole('link', { name: 'Other' }).click());
    await screen.findByText('Editor blocked');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Other page')).toBeVisible();
    expect(history.location.pathname).toBe('/other');
  });

  it('undoes a back button, and makes it when the person confirms', async () => {
    const history = setup(true);
    act(() => history.go(-1));
    expect(await screen.findByText('Editor blocked')).toBeVisible();
    expect(history.location.pathname).toBe('/editor');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('List page')).toBeVisible();
    expect(history.location.pathname).toBe('/list');
  });

  it('lets through what the screen does not block: a query string on the same page', async () => {
    const history = setup(true);
    act(() => screen.getByRole('link', { name: 'Tab 2' }).click());
    expect(history.location.search).toBe('?tab=2');
    expect(screen.getByText('Editor unblocked')).toBeVisible();
  });

  it('lets everything through when nothing is unsaved', async () => {
    const history = setup(false);
    act(() => screen.getByRole('link', { name: 'Other' }).click());
    expect(await screen.findByText('Other page')).toBeVisible();
    act(() => history.go(-1));
    expect(await screen.findByText('Editor unblocked')).toBeVisible();
  });
});
