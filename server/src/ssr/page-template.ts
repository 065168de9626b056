/**
 * The built index.html as a template with named slots, as client/index.html marks them:
 *
 * - `<!--app-head-->`, the last thing our <head> has: the page's own head (title and share card
 *   tags, a rendered page's inline scripts and styles). The build (Vite) writes its tags for the
 *   app's code (the entry script, its modulepreload and stylesheet links) right after it, just
 *   before `</head>`: that stretch is the template's `code`, which a client-only page keeps and a
 *   server-rendered page replaces (server-rendered-page.ts).
 * - `<!--app-html-->`, inside `<div id="root">`: the rendered page's markup.
 * - `<!--app-state-->`, after the root: the rendered page's data, for the browser to take over.
 *
 * A template without one of them is refused, naming it, instead of a page quietly assembled wrong.
 */
export const PAGE_SLOTS = ['head', 'html', 'state'] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];

export const slotMarker = (slot: PageSlot) => `<!--app-${slot}-->`;

export type PageTemplate = {
  /** The build's tags for the app's code: from the head slot to the end of <head>. */
  code: string;
  /** The text around the slots, in order: before the head slot, from `</head>` to the html slot, between html and state, after state. */
  parts: [string, string, string, string];
};

export class MissingSlotError extends Error {
  constructor(slot: PageSlot, where = '') {
    super(`index.html has no ${slotMarker(slot)} slot${where} (client/index.html marks each slot the server fills)`);
  }
}

export function readPageTemplate(html: string): PageTemplate {
  const around: string[] = [];
  let rest = html;
  for (const slot of PAGE_SLOTS) {
    const marker = slotMarker(slot);
    const at = rest.indexOf(marker);
    if (at < 0) throw new MissingSlotError(slot);
    around.push(rest.slice(0, at));
    rest = rest.slice(at + marker.length);
  }
  const [beforeHead = '', afterHead = '', betweenHtmlAndState = ''] = around;
  const headEnd = afterHead.indexOf('</head>');
  if (headEnd < 0) throw new MissingSlotError('head', ' inside <head>');
  return { code: afterHead.slice(0, headEnd), parts: [beforeHead, afterHead.slice(headEnd), betweenHtmlAndState, rest] };
}

/** The page: the template with each slot filled (`head` replaces the build's code tags too; a client-only page passes them on). */
export function fillPageTemplate(template: PageTemplate, slots: Record<PageSlot, string>): string {
  const [beforeHead, fromHeadEnd, betweenHtmlAndState, afterState] = template.parts;
  return `${beforeHead}${slots.head}${fromHeadEnd}${slots.html}${betweenHtmlAndState}${slots.state}${afterState}`;
}
