import { StrictMode } from 'react';
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
if (root.firstChild && readString(STORAGE_KEYS.user) === null) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
