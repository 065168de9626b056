import type { ApolloCache, Reference } from '@apollo/client';

/**
 * How mutations keep Apollo's cache true without fetching lists again.
 *
 * - An updated object comes back from its mutation with the fields the screens read, and the cache
 *   merges it by id into every list and page that shows it: no refetch.
 * - A deleted object is taken out of every cached page of its list fields, and each page's total
 *   drops by one. Only a page that cannot be mended here (more items wait on other pages, so the
 *   server decides which one moves up) is dropped, and the screen showing it fetches that page once.
 * - A created object's place in a filtered, sorted, paged list is the server's decision (filters,
 *   ordering, page boundaries), so its list fields are dropped and the list on screen fetches once.
 *
 * Figures the server aggregates (stat cards, counts by status) are refetched by the mutations
 * that change them, each saying so beside its `refetchQueries`.
 */

/** A page of a list as the cache stores it: item references and the total over all pages. */
interface CachedPage {
  items: readonly Reference[];
  total: number;
}

interface Identified {
  __typename: string;
  id: string;
}

function isCachedPage(value: unknown): value is CachedPage {
  return typeof value === 'object' && value !== null && 'items' in value && Array.isArray(value.items) && 'total' in value && typeof value.total === 'number';
}

/** Removes a deleted object from the cached pages of `listFields` (root fields), then from the cache. */
export function removeFromLists(cache: ApolloCache, object: Identified, listFields: readonly string[]): void {
  const id = cache.identify({ __typename: object.__typename, id: object.id });
  if (!id) return;
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: Object.fromEntries(
      listFields.map((field) => [
        field,
        (existing: unknown, { DELETE, readField }) => {
          if (!isCachedPage(existing)) return existing;
          const items = existing.items.filter((item) => readField<string>('id', item) !== object.id);
          if (items.length === existing.items.length) return existing;
          // Items on other pages would move up into this one: only the server knows which.
          if (existing.total > existing.items.length) return DELETE;
          return { ...existing, items, total: existing.total - 1 };
        },
      ]),
    ),
  });
  cache.evict({ id });
  cache.gc();
}

/**
 * Drops root fields (every page of a list, or a server aggregate) from the cache: a screen showing
 * one fetches it once; one not on screen fetches it when it next shows.
 */
export function dropRootFields(cache: ApolloCache, fields: readonly string[]): void {
  for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
