import twemojiUrl from 'twemoji-colr-font/twemoji.woff2?url';
import { EMOJI_FONT_FAMILY, EMOJI_UNICODE_RANGE } from './emoji-font';

/** Added once a page: both ways the app starts (main.tsx) call addEmojiFont. */
let added = false;

/**
 * Adds the bundled emoji face to the page once the app runs, not with the page: the browser then
 * fetches the font only for a page that shows an emoji, and a page's first paint never waits for it
 * (a font requested during the first paint costs /contact 4.2 s of Lighthouse mobile LCP).
 * Emoji in the server's render are drawn again with it once it has arrived (`font-display: swap`);
 * the icons sit in boxes of a fixed size, so nothing moves.
 */
export function addEmojiFont(doc: Document): void {
  if (added) return;
  added = true;
  doc.fonts.add(new FontFace(EMOJI_FONT_FAMILY, `url("${twemojiUrl}") format("woff2")`, { unicodeRange: EMOJI_UNICODE_RANGE, display: 'swap' }));
}
