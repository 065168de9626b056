import { holdEarlyClicks } from './early-clicks';

/** Where a server-rendered page lists the app's code as JSON `{ entry, preload }` (the server writes it from the build's manifest in place of index.html's script and preload tags). */
export const APP_CODE_ID = 'app-code';

/**
 * Loads the app's code once the page has painted: a server-rendered page shows its content from
 * its HTML, and the code no longer competes with the first paint for the link and the main thread
 * (on a slow phone, 240 kB of it did). Stringified into the page (BOOT_SCRIPT): no imports, no closure.
 */
export function loadAppCodeAfterPaint(doc: Document, id: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const element = doc.getElementById(id);
    if (!element?.textContent) return;
    const code = JSON.parse(element.textContent) as { entry: string; preload: string[] };
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = code.entry;
    doc.head.appendChild(script);
    // The rest of the code the page needs, fetched beside the entry instead of after it. The app
    // comes in steps, so the list is long (a few dozen files; at most 40 for a public page's first
    // load, build/check-bundle-budgets.ts): links for up to 8 ms a task, then a turn for the
    // browser, so that adding them is never a long task on a slow phone.
    const preload = code.preload.slice();
    const next = () => {
      const until = performance.now() + 8;
      let href: string | undefined;
      while (performance.now() < until && (href = preload.shift()) !== undefined) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        doc.head.appendChild(link);
      }
      if (preload.length) setTimeout(next, 0);
    };
    next();
  };
  // Once the whole page is parsed, after its next paint (a long page paints in several frames while
  // it is parsed); a tab opened in the background paints nothing, so at the latest 300 ms later.
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 300);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

declare global {
  interface Window {
    /** Set by BOOT_SCRIPT: replays the clicks held until the app took over the page. */
    releaseEarlyClicks?: () => void;
  }
}

/**
 * A server run from its TypeScript sources (tsx, whose esbuild keeps function names) loads the
 * render bundle through the same transform, which wraps functions in calls to a `__name` helper:
 * the functions stringified below would then call a helper the page does not have, and the app
 * would never load. Defined, as a no-op, for them.
 */
const KEEP_NAMES_HELPER = 'const __name=(target)=>target;';

/**
 * The inline <head> script of a server-rendered page (allowed by its hash in the CSP): holds the
 * clicks made before the app has taken over the page (early-clicks.ts), and loads the app's code.
 */
export const BOOT_SCRIPT = `(()=>{${KEEP_NAMES_HELPER}window.releaseEarlyClicks=(${holdEarlyClicks.toString()})(document);(${loadAppCodeAfterPaint.toString()})(document,${JSON.stringify(APP_CODE_ID)})})()`;
