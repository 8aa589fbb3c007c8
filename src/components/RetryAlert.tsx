import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A read that failed, in words, with the one way out: try it again. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => unknown }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
