/** The search module: the back office's global search over every installed search source. */
export { backfillSearchWords } from './search-words.backfill.js';
export { SEARCH_WORDS_PATH, searchWordsPlugin, wordsOfDoc } from './search-words.plugin.js';
