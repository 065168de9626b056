import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

/** The failure's alert loads when a load fails: MUI's Alert stays off the first load of the pages that show it only then. */
const QueryFailure = lazy(() => import('./QueryFailure').then((m) => ({ default: m.QueryFailure })));

export interface QueryBoundaryProps<T> {
  /** The query's data, once loaded (undefined while loading or after a failure). */
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  /** The screen's own sentence for a failure; the server's reason when not given. */
  errorMessage?: string;
  /** Places the failure alert in the page (e.g. inside the page's container). */
  renderError?: (alert: ReactNode) => ReactNode;
  /** A placeholder of the content's own shape, shown while loading. */
  loading: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Shown instead of the content when `isEmpty` says so. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A query's four states, the same on every list and page: failed (with Retry), loading, empty,
 * or the content. Data already on screen stays when a later fetch fails.
 */
export function QueryBoundary<T>({
  data,
  error,
  onRetry,
  errorMessage,
  renderError,
  loading,
  isEmpty,
  empty,
  children,
}: QueryBoundaryProps<T>) {
  if (error && data === undefined) {
    const alert = (
      <Suspense fallback={null}>
        <QueryFailure error={error} errorMessage={errorMessage} onRetry={onRetry} />
      </Suspense>
    );
    return <>{renderError ? renderError(alert) : alert}</>;
  }
  if (data === undefined) return <>{loading}</>;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
