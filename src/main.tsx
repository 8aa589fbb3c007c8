import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/router';
import { AppErrorBoundary } from './components/ErrorFallback';
import { initErrorReporting } from './lib/error-reporting';
import { readString, STORAGE_KEYS } from './lib/storage-keys';
import './styles.css';

initErrorReporting();

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>
);

const root = document.getElementById('root')!;
// A public page comes with its shell drawn at build time (src/prerender/), for nobody signed in: hydrated, it is
// used as it is. Someone signed in sees another first render (their menu, their account), so for them it is
// drawn afresh.
// Either way in a transition: React then works in slices and lets the page answer a tap between them, where
// a first render in one go held a phone's main thread for a third of a second.
if (root.firstChild && readString(STORAGE_KEYS.user) === null) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  startTransition(() => createRoot(root).render(app));
}
