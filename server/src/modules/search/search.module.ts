/** The search module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { searchResolvers } from './search.resolvers.js';

export const searchModule = defineModule({ name: 'search', resolvers: searchResolvers });
