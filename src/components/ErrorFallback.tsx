import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
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

interface BoundaryProps {
  children: ReactNode;
  /** Where it stands, for the error report ('route': around the screens). */
  where?: string;
  /** A new value (the route's path) clears the error: the person navigated away from the broken screen. */
  resetKey?: string;
}

/**
 * Shows the readable error page instead of a screen that failed to render (or whose chunk failed to load), and
 * reports the error. Around the screens it resets when the route changes; around the app, anything that escapes
 * still gets a readable page.
 */
export class AppErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey?: string }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, {
      componentStack: info.componentStack,
      ...(this.props.where && { where: this.props.where }),
    });
  }

  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
