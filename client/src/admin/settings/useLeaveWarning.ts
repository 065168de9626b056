import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Guards unsaved changes: a link inside the app is held until the user confirms (the returned
 * blocker), and closing or reloading the tab gets the browser's own warning.
 */
export function useLeaveWarning(active: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return blocker;
}
