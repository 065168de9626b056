import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { CardGridSkeleton } from './LoadingSkeletons';
import { QueryBoundary } from './QueryBoundary';

export interface ListStatusProps {
  /** The list, once loaded. */
  items: readonly unknown[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** The screen's own sentence for a failure; the server's reason when not given. */
  errorMessage?: string;
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

/** A list in the four states of a QueryBoundary, empty meaning no items (shown as an EmptyState). */
export function ListStatus({
  items,
  error,
  onRetry,
  errorMessage,
  skeletons = 4,
  loading,
  emptyMessage,
  emptyHint,
  emptyIcon,
  emptyAction,
  children,
}: ListStatusProps) {
  return (
    <QueryBoundary
      data={items}
      error={error}
      onRetry={onRetry}
      errorMessage={errorMessage}
      loading={loading ?? <CardGridSkeleton count={skeletons} />}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState message={emptyMessage} hint={emptyHint} icon={emptyIcon} action={emptyAction} />}
    >
      {() => children}
    </QueryBoundary>
  );
}
