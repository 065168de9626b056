import type { ApolloCache, Reference } from '@apollo/client';

/**
 * How mutations keep Apollo's cache true without fetching lists again.
 *
 * - An updated object comes back from its mutation with the fields the screens read, and the cache
 *   merges it by id into every list and page that shows it: no refetch.
 * - A deleted object is taken out of every cached page of its list fields, and each page's total
 *   drops by one. Only a page that cannot be mended here (more items wait on other pages, so the
 *   server decides which one moves up) is dropped, and the screen showing it fetches that page once.
 * - An edited object can move into or out of a filtered view (a new status, category, title), and
 *   only the server applies filters: pages cached with a filter are dropped, pages without one
 *   keep the object where it is.
 * - A created object's place in a filtered, sorted, paged list is the server's decision (filters,
 *   ordering, page boundaries), so its list fields are dropped and the list on screen fetches once.
 * - A list the server answers whole after a change (a FAQ move: every FAQ in its new order)
 *   becomes the cached list (`writeWholeList`): no refetch.
 *
 * Figures the server aggregates (stat cards, counts by status) are refetched by the mutations
 * that change them: the `stats` of admin/shared/useListMutation, or a `refetchQueries` with a
 * comment saying so.
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
          if (Array.isArray(existing)) return (existing as readonly Reference[]).filter((item) => readField<string>('id', item) !== object.id);
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

/** The arguments Apollo serialised into a field's store name, e.g. `courses({"filter":{…}})`. */
function storedArgs(storeFieldName: string, fieldName: string): Record<string, unknown> {
  const json = storeFieldName.slice(fieldName.length + 1, -1);
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function isSet(value: unknown): boolean {
  if (typeof value === 'object' && value !== null) return Object.values(value).some(isSet);
  return value !== null && value !== undefined && value !== '';
}

/**
 * After an edit: drops the cached pages of `listFields` fetched with any of `filterArgs` set
 * (an argument object such as `filter` counts as set when one of its values is).
 */
export function dropFilteredPages(cache: ApolloCache, listFields: readonly string[], filterArgs: readonly string[] = ['filter']): void {
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: Object.fromEntries(
      listFields.map((field) => [
        field,
        (existing: unknown, { DELETE, storeFieldName, fieldName }) => {
          const args = storedArgs(storeFieldName, fieldName);
          return filterArgs.some((name) => isSet(args[name])) ? DELETE : existing;
        },
      ]),
    ),
  });
}

/**
 * After a change the server answers with the whole list in its new order (a move): every cached
 * copy of `listField` fetched without any of `filterArgs` becomes the answer, with no request; a
 * filtered copy is dropped, and a screen showing it fetches it once.
 */
export function writeWholeList(cache: ApolloCache, listField: string, answer: readonly Identified[], filterArgs: readonly string[]): void {
  const refs = answer.map((object) => cache.identify({ __typename: object.__typename, id: object.id })).filter((id) => id !== undefined);
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      [listField]: (existing: unknown, { DELETE, storeFieldName, fieldName, toReference }) => {
        const args = storedArgs(storeFieldName, fieldName);
        if (filterArgs.some((name) => isSet(args[name]))) return DELETE;
        return Array.isArray(existing) ? refs.map((id) => toReference(id)) : existing;
      },
    },
  });
}

/** A mutation's `update` function: its answer and the variables it was sent with. */
export type ListCacheUpdate<TData = unknown> = (
  cache: ApolloCache,
  result: { data?: TData | null },
  options: { variables?: Record<string, unknown> },
) => void;

/**
 * The `update` functions of a list's create, edit and delete mutations (a delete's variables
 * carry the deleted `id`).
 */
export function listCacheUpdates(typename: string, listFields: readonly string[], filterArgs: readonly string[] = ['filter']) {
  const created: ListCacheUpdate = (cache) => dropRootFields(cache, listFields);
  const edited: ListCacheUpdate = (cache) => dropFilteredPages(cache, listFields, filterArgs);
  const deleted: ListCacheUpdate = (cache, _result, { variables }) => {
    const id = variables?.id;
    if (typeof id === 'string' || typeof id === 'number') removeFromLists(cache, { __typename: typename, id: String(id) }, listFields);
  };
  return { created, edited, deleted };
}

/** The `update` functions of one list (see `listCacheUpdates`). */
export type ListCacheUpdates = ReturnType<typeof listCacheUpdates>;
