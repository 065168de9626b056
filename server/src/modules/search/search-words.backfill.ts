/**
 * Records written before the admin search existed (or by a script that went around mongoose) have
 * no `searchWords`, so the search could not find them: fill them in once at start-up. After the
 * first run this is one indexed read per type that finds nothing.
 */
import type { Logger } from '../../logger.js';
import { SEARCH_WORDS_PATH, wordsOfDoc } from './search-words.plugin.js';
import { searchSources, type SearchSource } from './search.sources.js';

const BATCH = 1000;

export async function backfillSearchWords(log: Logger, sources: readonly SearchSource[] = searchSources()): Promise<void> {
  for (const source of sources) {
    const projection = Object.fromEntries(source.fields.map((f) => [f, 1]));
    let filled = 0;
    for (;;) {
      const docs = await source.model.find({ [SEARCH_WORDS_PATH]: { $exists: false } } as never, projection).limit(BATCH).lean();
      if (docs.length === 0) break;
      await source.model.bulkWrite(
        docs.map((doc: { _id: unknown }) => ({
          updateOne: { filter: { _id: doc._id }, update: { $set: { [SEARCH_WORDS_PATH]: wordsOfDoc(doc, source.fields) } } },
        })) as never,
      );
      filled += docs.length;
    }
    if (filled) log.info({ type: source.type, records: filled }, 'admin search words filled in');
  }
}
