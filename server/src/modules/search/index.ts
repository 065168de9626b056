/** The search module: the back office's global search over every installed search source. */
import { defineModule } from '../../core/module.js';
import { searchResolvers } from './search.resolvers.js';

export const searchModule = defineModule({ name: 'search', resolvers: searchResolvers });
