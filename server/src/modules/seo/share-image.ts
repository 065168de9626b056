/**
 * The share cards' images (Open Graph, Twitter), 1200×630 PNG, drawn on the server from an SVG in
 * the brand's colours: one per course and job (its title, a detail line and the site's name), one
 * for every other page, and the logo. Kept in memory by what they show (the item's last change and
 * the site's name), so a changed course gets a new image and an unchanged one is drawn once; the
 * item's last change is also in the image's address, so link previews fetch the new one.
 */
import { createRequire } from 'node:module';
import { SOURCE_LANGUAGE, type Language } from '@ai-solutions/common';

export type ShareImageKind = 'site' | 'logo' | 'course' | 'job';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/**
 * The image's address on this site; `updatedAt` makes a new address for a changed item, `language`
 * (a page's other than English) draws the card's words in that language.
 */
export function shareImagePath(kind: ShareImageKind, id?: string, updatedAt?: Date, language?: Language): string {
  const query = new URLSearchParams();
  if (updatedAt && kind !== 'site' && kind !== 'logo') query.set('v', String(updatedAt.getTime()));
  if (language && language !== SOURCE_LANGUAGE && kind !== 'logo') query.set('lang', language);
  const search = query.size ? `?${query.toString()}` : '';
  if (kind === 'site' || kind === 'logo') return `/og/${kind}.png${search}`;
  return `/og/${kind}/${encodeURIComponent(id ?? '')}.png${search}`;
}

const require = createRequire(import.meta.url);
/** Inter, from its npm package, so the image looks the same on every machine (no system fonts needed). */
const FONT_FILES = [require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'), require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `text` in lines of at most `width` characters, at most `lines` of them (the last ending in … when cut). */
export function wrapText(text: string, width: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next.length > width ? `${next.slice(0, width - 1)}…` : next;
    else {
      out.push(line);
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${(kept[lines - 1] ?? '').replace(/[\s,.;:…]+$/, '').slice(0, width - 1)}…`;
  return kept;
}

const MARK = '<path d="M32 14l4.5 11.5L48 30l-11.5 4.5L32 46l-4.5-11.5L16 30l11.5-4.5z" fill="#fff"/>';
const GRADIENT = '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3730A3"/><stop offset="1" stop-color="#0891B2"/></linearGradient>';

/** The card: the brand's gradient, the title in large type, a detail line, and the site's name with its mark. */
export function shareCardSvg(card: { title: string; detail?: string; siteName: string }): string {
  const titleLines = wrapText(card.title, 30, 3);
  const titleSize = titleLines.length > 2 ? 60 : 68;
  const top = 250 - (titleLines.length - 1) * titleSize * 0.55;
  const title = titleLines.map((line, i) => `<tspan x="80" y="${Math.round(top + i * titleSize * 1.18)}">${escapeXml(line)}</tspan>`).join('');
  const detailY = Math.round(top + titleLines.length * titleSize * 1.18 + 24);
  const detail = card.detail ? `<text x="80" y="${detailY}" font-family="Inter" font-size="32" fill="#E0F2FE">${escapeXml(wrapText(card.detail, 60, 1)[0] ?? '')}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<defs>${GRADIENT}</defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="1080" cy="90" r="260" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="1140" cy="600" r="180" fill="#ffffff" fill-opacity="0.05"/>
<text font-family="Inter" font-weight="700" font-size="${titleSize}" fill="#ffffff">${title}</text>
${detail}
<g transform="translate(80 500) scale(1.25)"><circle cx="32" cy="32" r="30" fill="#ffffff" fill-opacity="0.18"/>${MARK}</g>
<text x="178" y="553" font-family="Inter" font-weight="700" font-size="36" fill="#ffffff">${escapeXml(wrapText(card.siteName, 40, 1)[0] ?? '')}</text>
</svg>`;
}

/** The site's mark alone, square, for the structured data's logo (Google wants at least 112×112). */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64"><defs>${GRADIENT}</defs><circle cx="32" cy="32" r="30" fill="url(#g)"/>${MARK}</svg>`;
}

/** Drawn off the main thread (the image takes a tenth of a second or more), so other requests go on meanwhile. */
export async function renderPng(svg: string): Promise<Buffer> {
  // The renderer (a native library) loads with the first image, not at every start.
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(svg, { font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' } });
  return image.asPng();
}

/** Images drawn or being drawn, by what they show; the oldest goes first past the limit. */
const drawn = new Map<string, Promise<Buffer>>();
const MAX_IMAGES = 200;

export function cachedPng(key: string, draw: () => string): Promise<Buffer> {
  const hit = drawn.get(key);
  if (hit) return hit;
  const png = renderPng(draw());
  drawn.set(key, png);
  // A drawing that failed is not kept: the next request tries again.
  png.catch(() => drawn.delete(key));
  if (drawn.size > MAX_IMAGES) drawn.delete(drawn.keys().next().value ?? key);
  return png;
}
