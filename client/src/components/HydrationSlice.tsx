import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that the browser takes over (hydrates) on its own, in a task of
 * its own: React hydrates each Suspense boundary separately, so a long page becomes several short
 * tasks instead of one a slow phone feels as a freeze (Lighthouse's Total Blocking Time). Nothing in
 * it suspends, so the fallback never shows.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
