import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { useHeadingFocus } from './use-heading-focus';

function Shell() {
  useHeadingFocus('main');
  return (
    <>
      <header>
        <Link to="/next">Next</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/swapped">Swapped</Link>
        <Link to="/form">Form</Link>
        <Link to="/?tab=2">Same page</Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** A screen whose heading comes after a spinner, as behind the guard. */
function Slow() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Slow screen</h1> : <div role="status" aria-busy="true" />;
}

/** A screen whose loading placeholder has a heading of its own, replaced by the loaded screen's (a lazy part). */
function Swapped() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <section>
      <h1>Loaded screen</h1>
      <button>Act</button>
    </section>
  ) : (
    <div>
      <h1>Loading screen</h1>
    </div>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/next" element={<h1>Next screen</h1>} />
          <Route path="/slow" element={<Slow />} />
          <Route path="/swapped" element={<Swapped />} />
          <Route
            path="/form"
            element={
              <>
                <h1>Form screen</h1>
                <input aria-label="Name" autoFocus />
              </>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('useHeadingFocus', () => {
  it('leaves the first load alone, then focuses the new screen’s heading after a route change', async () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    const heading = screen.getByRole('heading', { name: 'Next screen' });
    expect(heading).toHaveFocus();
    // Focusable by script only: not a stop in the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes after a spinner', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    const heading = await screen.findByRole('heading', { name: 'Slow screen' });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(heading).toHaveFocus();
  });

  it('follows a placeholder’s heading to the loaded screen’s, unless the person has moved on', async () => {
    renderApp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Swapped' }));
    expect(screen.getByRole('heading', { name: 'Loading screen' })).toHaveFocus();
    const heading = await screen.findByRole('heading', { name: 'Loaded screen' });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(heading).toHaveFocus();

    // Moved on by the person (to the app bar's link, as a Tab would) before the swap: left there.
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await user.click(screen.getByRole('link', { name: 'Swapped' }));
    screen.getByRole('link', { name: 'Form' }).focus();
    await screen.findByRole('heading', { name: 'Loaded screen' });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByRole('link', { name: 'Form' })).toHaveFocus();
  });

  it('keeps focus a screen puts in its own field, and ignores a change of query string', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Form' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Next screen' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toHaveFocus();
  });
});
