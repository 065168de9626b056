/**
 * The back office's global search (the top bar, Ctrl/⌘+K): users, courses, jobs, services, contact
 * messages and FAQs whose main text fields have words starting with each word of the query,
 * grouped by type, each type only as far as the caller's role may see it (search.sources.ts).
 *
 * Cost: one query per type, each a range on its `searchWords` index (index `searchWords_1`, the
 * query's longest word) plus the type's visibility filter, read no further than `limit + 1`
 * records; nothing is counted or sorted in the database.
 */
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { escapeRegex } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { SEARCH_WORDS_PATH } from './search-words.plugin.js';
import { fold, matchRanges, prefixBounds, queryWords, type TextRange } from './search-words.js';
import { searchSources, type SearchSource, type SearchType } from './search.sources.js';

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

const SearchInput = z.object({
  query: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, { error: 'Search text is required' })
    .max(SEARCH_QUERY_MAX, { error: `Search text must be at most ${SEARCH_QUERY_MAX} characters` }),
  limit: z
    .number({ error: `Limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .int({ error: `Limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .min(1, { error: `Limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .max(SEARCH_LIMIT_MAX, { error: `Limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .nullish()
    .transform((n) => n ?? SEARCH_LIMIT_DEFAULT),
});

export type SearchText = { text: string; matches: TextRange[] };
export type SearchHit = { id: string; type: SearchType; title: SearchText; subtitle: SearchText | null };
export type SearchGroup = { type: SearchType; hits: SearchHit[]; more: boolean };

type Found = Record<string, unknown> & { _id: { toString(): string } };

/** The caller's visible records of one type, or null when the caller may see none of them. */
function visibility(source: SearchSource, actor: Actor): object | null {
  try {
    return source.visibleTo(actor);
  } catch (err) {
    if (err instanceof AppError && (err.code === 'FORBIDDEN' || err.code === 'UNAUTHENTICATED')) return null;
    throw err;
  }
}

/**
 * The words looked up, the narrowest first. An e-mail address is looked up whole (records keep
 * their addresses whole too), which is far narrower than its commonest part ("example").
 */
function lookupWords(query: string, words: string[]): string[] {
  const whole = fold(query.trim());
  return whole.includes('@') && !/\s/.test(whole) ? [whole] : words;
}

async function searchSource(source: SearchSource, actor: Actor, query: string, words: string[], limit: number): Promise<SearchGroup | null> {
  const visible = visibility(source, actor);
  if (!visible) return null;
  const [narrowest, ...others] = lookupWords(query, words);
  if (!narrowest) return null;
  // $elemMatch: one word must meet both bounds (plain $gte/$lt on an array may be met by two
  // different words), which also lets MongoDB and the store keep both index bounds tight.
  const and: object[] = [visible, ...others.map((w) => ({ [SEARCH_WORDS_PATH]: { $regex: `^${escapeRegex(w)}` } }))];
  const filter = { [SEARCH_WORDS_PATH]: { $elemMatch: prefixBounds(narrowest) }, $and: and };
  const projection = Object.fromEntries(source.fields.map((f) => [f, 1]));
  const docs = (await source.model.find(filter as never, projection).limit(limit + 1).lean()) as unknown as Found[];
  const hits = docs.slice(0, limit).map((doc): SearchHit => {
    const shown = source.present(doc as never);
    return {
      id: doc._id.toString(),
      type: source.type,
      title: { text: shown.title, matches: matchRanges(shown.title, words) },
      subtitle: shown.subtitle ? { text: shown.subtitle, matches: matchRanges(shown.subtitle, words) } : null,
    };
  });
  hits.sort((a, b) => a.title.text.localeCompare(b.title.text));
  return hits.length ? { type: source.type, hits, more: docs.length > limit } : null;
}

export async function adminSearch(actor: Actor | null, raw: unknown): Promise<SearchGroup[]> {
  const caller = requireStaff(actor);
  const { query, limit } = parseInput(SearchInput, raw);
  const words = queryWords(query);
  const groups = await Promise.all(searchSources().map((source) => searchSource(source, caller, query, words, limit)));
  return groups.filter((g): g is SearchGroup => g !== null);
}
