import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { AppErrorBoundary } from './components/ErrorFallback';
import { initErrorReporting } from './lib/error-reporting';
import './styles.css';

initErrorReporting();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
