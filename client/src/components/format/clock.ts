import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Text that depends on the time ("Posted 3 days ago") or on the time zone ("Posted Nov 27, 2026")
 * on a page the server rendered. The server writes it as of its render, in UTC, and may
 * keep that page for a while; the visitor's browser is later and elsewhere. While the browser takes
 * the page over (hydration) it must write the same text, or React throws the markup away and draws
 * it again; right after, the text follows the visitor's clock and zone.
 *
 * RenderTimeContext holds when the server rendered the page (the server sets it for its render, the
 * browser from the page: `data-rendered-at` on the state element); null where nobody rendered it.
 */
export const RenderTimeContext = createContext<number | null>(null);

/** The zone the server renders dates in, whatever its machine's zone. */
export const RENDER_TIME_ZONE = 'UTC';

/** How often "… ago" text moves on, at most. */
const TICK_MS = 15_000;

const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener);
  ticker ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/** The browser's time, in steps of TICK_MS: the same value between two ticks, as React requires. */
const browserNow = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/** Now, in milliseconds: the server's render time while its page is taken over, then the browser's, kept current. */
export function useNow(): number {
  const renderedAt = useContext(RenderTimeContext);
  return useSyncExternalStore(subscribeToClock, browserNow, () => renderedAt ?? browserNow());
}

const noSubscription = () => () => {};

/**
 * The time zone to show a moment in: the server's (UTC) while its page is taken over, then the
 * browser's (undefined: Intl's default).
 */
export function useTimeZone(): string | undefined {
  const renderedAt = useContext(RenderTimeContext);
  return useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => (renderedAt === null ? undefined : RENDER_TIME_ZONE),
  );
}
