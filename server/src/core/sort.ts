/**
 * The order of a list: the caller's choice (REST ?sort=, allow-listed per route before it gets
 * here) ahead of the use case's own order, so equal values keep a stable, meaningful order.
 */
export type SortDirection = 1 | -1;
export type SortSpec = { field: string; direction: SortDirection };

export function sortOf(pageArgs: unknown, fallback: Record<string, SortDirection>): Record<string, SortDirection> {
  const sort = (pageArgs as { sort?: SortSpec | null } | null | undefined)?.sort;
  if (!sort) return fallback;
  const { [sort.field]: _chosen, ...rest } = fallback;
  return { [sort.field]: sort.direction, ...rest, ...('_id' in rest ? {} : { _id: 1 }) };
}
