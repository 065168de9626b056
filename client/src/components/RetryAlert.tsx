import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A failed load and the way to try again (QueryBoundary's failure, and screens that load in parts). */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
