import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './useDebouncedValue';

/** The values a filter may take from the address; anything else there counts as "all". */
export type FilterOptions<F> = Partial<Record<keyof F, readonly string[]>>;

const PAGE_PARAM = 'page';

/**
 * The filters and the page of an admin list that the server pages, kept in the address
 * (`?search=ml&status=active&page=2`): Back and Forward step through the views, a reload keeps the
 * view, and a copied link opens the same one. A filter or page change is a new history entry;
 * typing in the search box replaces the current one, so Back does not replay each keystroke. The
 * search reaches the server once typing pauses (300 ms); any change of filter starts again at page
 * 1. Values equal to the initial ones stay out of the address, as do parameters of others (`tab`).
 */
export function useListPaging<F extends { search: string }>(initialFilters: F, options: FilterOptions<F> = {}) {
  const [params, setParams] = useSearchParams();

  const filters = Object.fromEntries(
    Object.entries(initialFilters).map(([name, initial]) => {
      const asked = params.get(name);
      const allowed = options[name as keyof F];
      const ok = asked !== null && (!allowed || allowed.includes(asked));
      return [name, ok ? asked : initial];
    }),
  ) as F;
  const askedPage = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(askedPage) && askedPage > 1 ? askedPage : 1;
  const search = useDebouncedValue(filters.search.trim(), 300);

  const write = (next: F, nextPage: number, replace: boolean) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value === (initialFilters as Record<string, unknown>)[name] || value === '') out.delete(name);
          else out.set(name, value);
        }
        if (nextPage > 1) out.set(PAGE_PARAM, String(nextPage));
        else out.delete(PAGE_PARAM);
        return out;
      },
      { replace },
    );
  };

  const changeFilters = (next: F) => {
    // Only the search box changes the search alone: its first key starts a history entry, the
    // following keys replace it (one entry per search, not per key).
    const typing = filters.search !== '' && next.search !== filters.search && Object.keys(next).every((k) => k === 'search' || next[k as keyof F] === filters[k as keyof F]);
    write(next, 1, typing);
  };

  const setPage = (next: number) => write(filters, next, false);

  /** After an item left the list; `itemsOnPage` counts the page's items before it left. */
  const afterItemRemoved = (itemsOnPage: number | undefined) => {
    // Deleting the only card of a later page would leave an empty page behind.
    if (itemsOnPage === 1 && page > 1) write(filters, page - 1, true);
  };

  return { filters, changeFilters, search, page, setPage, afterItemRemoved };
}
