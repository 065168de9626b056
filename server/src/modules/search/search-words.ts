/**
 * The words the admin search matches. A record keeps the folded words of its main text fields in
 * `searchWords` (an indexed array); a query's words must each start one of them. Prefix ranges on
 * that index are what both MongoDB and the embedded store answer from the index, where a
 * case-insensitive regex on the text itself would read every record.
 */

/** Longest word kept; longer ones are cut (a prefix query still finds them). */
const MAX_WORD = 40;
/** Words kept per record: enough for a title, a name and an address. */
const MAX_WORDS = 60;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents, so "Émile" and "emile" meet. Folds one character at a time to keep offsets. */
function foldChar(ch: string): string {
  return ch.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

export function fold(text: string): string {
  let out = '';
  for (const ch of text) out += foldChar(ch);
  return out;
}

/**
 * The words of some texts, folded. A text without spaces that is more than one word (an e-mail
 * address, "C++") is also kept whole, so typing it with its punctuation finds it.
 */
export function searchWordsOf(texts: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const folded = fold(text.trim());
    for (const match of folded.matchAll(WORD)) words.add(match[0].slice(0, MAX_WORD));
    if (folded && !/\s/.test(folded) && !words.has(folded) && folded.length <= 100) words.add(folded);
  }
  return [...words].slice(0, MAX_WORDS);
}

/**
 * The words of a query, longest first (the longest narrows the index range most). A query of
 * punctuation only ("++") is one word as typed.
 */
export function queryWords(query: string): string[] {
  const folded = fold(query.trim());
  const words = [...new Set([...folded.matchAll(WORD)].map((m) => m[0].slice(0, MAX_WORD)))];
  if (words.length === 0 && folded) return [folded.replace(/\s+/g, '').slice(0, MAX_WORD)];
  return words.sort((a, b) => b.length - a.length);
}

/** Every string that starts with `prefix`, as index bounds: [prefix, prefix with its last character raised). */
export function prefixBounds(prefix: string): { $gte: string; $lt: string } {
  const last = prefix.charCodeAt(prefix.length - 1);
  return { $gte: prefix, $lt: prefix.slice(0, -1) + String.fromCharCode(last + 1) };
}

export type TextRange = { start: number; length: number };

/**
 * Where a displayed text shows what the query matched: the start of each of its words that begins
 * with a query word (the longest such prefix), in UTF-16 offsets of the original text, as the
 * browser counts.
 */
export function matchRanges(text: string, words: readonly string[]): TextRange[] {
  if (!text || words.length === 0) return [];
  // Folded text with, for each folded code unit, the offset of the original character it came from.
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let i = 0; i < f.length; i++) origin.push(offset);
    folded += f;
    offset += ch.length;
  }
  origin.push(text.length);
  const ranges: TextRange[] = [];
  const wordStarts = [...folded.matchAll(WORD)].map((m) => m.index);
  const candidates = [...wordStarts, 0];
  let coveredUntil = -1;
  for (const at of [...new Set(candidates)].sort((a, b) => a - b)) {
    if (at < coveredUntil) continue;
    let best = 0;
    for (const word of words) if (word.length > best && folded.startsWith(word, at)) best = word.length;
    if (!best) continue;
    const start = origin[at] ?? 0;
    const end = origin[at + best] ?? text.length;
    ranges.push({ start, length: end - start });
    coveredUntil = at + best;
  }
  return ranges;
}
