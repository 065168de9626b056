/** The search module: the back office's global search over every installed search source. */
import { defineModule } from '../../core/module.js';
import { searchResolvers } from './search.resolvers.js';

export const searchModule = defineModule({ name: 'search', resolvers: searchResolvers });
export { backfillSearchWords } from './search-words.backfill.js';
export { SEARCH_WORDS_PATH, searchWordsPlugin, wordsOfDoc } from './search-words.plugin.js';
