/** What the admin search looks through: every installed module's search sources (core/search-source.ts). */
import { partsOf } from '../../core/module.js';
import type { SearchSource } from '../../core/search-source.js';

export type { HitText, SearchSource, SearchType } from '../../core/search-source.js';

export function searchSources(): SearchSource[] {
  return partsOf('search');
}
