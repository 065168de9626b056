import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { CardGridSkeleton } from './LoadingSkeletons';
import { errorReason } from './form/graphql-errors';

export interface ListStatusProps {
  /** The list, once loaded. */
  items: readonly unknown[] | undefined;
  error: unknown;
  onRetry: () => void;
  skeletons: number;
  emptyMessage: string;
  emptyHint?: string;
  /** The list itself, shown once it has items. */
  children: ReactNode;
}

/** A list in its four states: failed (with Retry), loading, empty, or the items. */
export function ListStatus({ items, error, onRetry, skeletons, emptyMessage, emptyHint, children }: ListStatusProps) {
  if (error && !items) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {errorReason(error)}
      </Alert>
    );
  }
  if (!items) return <CardGridSkeleton count={skeletons} />;
  if (items.length === 0) return <EmptyState message={emptyMessage} hint={emptyHint} />;
  return <>{children}</>;
}
