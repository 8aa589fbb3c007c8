import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportError } from '../lib/error-reporting';
import { PageSection } from './PageSection';

export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <PageSection>
      <Stack spacing={2} role="alert">
        <Typography variant="h1">Something went wrong</Typography>
        <Alert severity="error">
          The page hit an unexpected problem. Nothing you saved is lost. Reloading usually helps; if it keeps
          happening, please tell us through Contact Us below.
        </Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
            Reload
          </Button>
          <Button href="/">Go to the start page</Button>
        </Stack>
      </Stack>
    </PageSection>
  );
}

/** Errors thrown while rendering a route (including a chunk that failed to load). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error, { where: 'route' }), [error]);
  return <ErrorFallback />;
}

/** The top-level boundary: anything that escapes the router still gets a readable page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack });
  }

  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
