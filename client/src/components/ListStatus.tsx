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
  /** How many card skeletons show while loading (when no `loading` placeholder is given). */
  skeletons?: number;
  /** A placeholder of the list's own shape, shown while loading instead of card skeletons. */
  loading?: ReactNode;
  emptyMessage: string;
  emptyHint?: string;
  emptyIcon?: ReactNode;
  /** A way out of the empty state (e.g. a link to the catalog). */
  emptyAction?: ReactNode;
  /** The list itself, shown once it has items. */
  children: ReactNode;
}

/** A list in its four states: failed (with Retry), loading, empty, or the items. */
export function ListStatus({ items, error, onRetry, skeletons = 4, loading, emptyMessage, emptyHint, emptyIcon, emptyAction, children }: ListStatusProps) {
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
  if (!items) return loading ?? <CardGridSkeleton count={skeletons} />;
  if (items.length === 0) return <EmptyState message={emptyMessage} hint={emptyHint} icon={emptyIcon} action={emptyAction} />;
  return <>{children}</>;
}
