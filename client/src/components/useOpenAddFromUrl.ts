import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter the dashboard's Quick Add sends: /admin/courses?add=1 opens Add Course. */
export const ADD_PARAM = 'add';

/**
 * Opens a page's Add dialog when the address asks for it (Quick Add), once, and takes the
 * parameter out of the address so a reload or Back does not open it again.
 */
export function useOpenAddFromUrl(openAdd: () => void): void {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const wanted = params.get(ADD_PARAM) === '1';
  useEffect(() => {
    if (!wanted || handled.current) return;
    handled.current = true;
    openAdd();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, openAdd, setParams]);
}
