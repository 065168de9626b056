/**
 * What a server-rendered page hands the browser: the Apollo cache the server filled,
 * as JSON in `<script type="application/json" id="ssr-state">` (data, not code, so the
 * Content-Security-Policy's `script-src 'self'` needs no exception for it).
 */
export const SSR_STATE_ID = 'ssr-state';

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The attribute of the state element that says when the server rendered the page (ms since 1970). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** When the server rendered this page, or null on a page the browser renders alone. */
export function readRenderTime(doc: Document): number | null {
  const value = Number(doc.getElementById(SSR_STATE_ID)?.getAttribute(RENDERED_AT_ATTRIBUTE) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

/** The state a server-rendered page carries, or null on a page the browser renders alone. */
export function readSsrState(doc: Document): Record<string, unknown> | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return null;
  }
}
