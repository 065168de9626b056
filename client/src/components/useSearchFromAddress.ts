import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?search=` in the address (where the global search sends a hit) when it changes while an admin
 * list is already on screen (the list takes the first one as its initial search itself). Calls
 * `apply` during render, which React allows for the caller's own state.
 */
export function useSearchFromAddress(apply: (search: string) => void): void {
  const [params] = useSearchParams();
  const asked = params.get('search') ?? '';
  const [applied, setApplied] = useState(asked);
  if (asked !== applied) {
    setApplied(asked);
    if (asked) apply(asked);
  }
}
