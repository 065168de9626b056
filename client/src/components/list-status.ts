/** What a list's states need of its query's result. */
export interface ListQuery {
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** ListStatus's list and failure state from its query: the items, the error and Retry (a refetch). */
export function listStatusOf<T>(query: ListQuery, items: readonly T[] | undefined) {
  return { items, error: query.error, onRetry: () => void query.refetch() };
}
