/** The public-cache module's front door: guests' reads of public content kept in memory, its middleware, and the invalidation every write and every process shares. */
export { watchPublicWrites } from './public-cache.invalidation.js';
export { encodedBody, ifNoneMatch, publicCache } from './public-cache.middleware.js';
export { cachedAnswer, currentGeneration, invalidatePublicCache, storeAnswer, type CachedAnswer } from './public-cache.store.js';
export { shareCacheInvalidation } from './shared-invalidation.js';
