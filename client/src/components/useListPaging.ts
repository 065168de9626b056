import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchFromAddress } from './useSearchFromAddress';

/**
 * The filters and the page of an admin list that the server pages. The search reaches the server
 * once typing pauses (300 ms); any change of filter starts again at page 1. `?search=` in the
 * address (the global search's hits) fills the search box.
 */
export function useListPaging<F extends { search: string }>(initialFilters: F) {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<F>(() => {
    const asked = params.get('search');
    return asked ? { ...initialFilters, search: asked } : initialFilters;
  });
  const [page, setPage] = useState(1);
  useSearchFromAddress((search) => {
    setFilters((current) => ({ ...current, search }));
    setPage(1);
  });
  const search = useDebouncedValue(filters.search.trim(), 300);

  const changeFilters = (next: F) => {
    setFilters(next);
    setPage(1);
  };

  /** After an item left the list; `itemsOnPage` counts the page's items before it left. */
  const afterItemRemoved = (itemsOnPage: number | undefined) => {
    // Deleting the only card of a later page would leave an empty page behind.
    if (itemsOnPage === 1 && page > 1) setPage(page - 1);
  };

  return { filters, changeFilters, search, page, setPage, afterItemRemoved };
}
