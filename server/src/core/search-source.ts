/**
 * What the admin search looks through, per record type: its model (whose `searchWords` the
 * search-words plugin keeps), which records the caller may see (the type's own list query, from
 * its service: the search never shows what that list would refuse), the fields it reads and how a
 * hit reads. A module declares its types in its descriptor's `search`; the search module goes over
 * whatever is installed, in module order (the order of the groups in the results).
 */
import type { Model } from 'mongoose';
import type { SearchType } from '../graphql/__generated__/resolvers-types.js';
import type { Actor } from './actor.js';

export type { SearchType };

/** How a hit reads in the results: its main text and a second line. */
export type HitText = { title: string; subtitle: string | null };

export interface SearchSource {
  type: SearchType;
  /** The records of this type the caller may see, as a filter; throws (Forbidden) when none. */
  visibleTo: (actor: Actor) => object;
  model: Model<never>;
  /** Fields read for a hit (a projection), besides _id. */
  fields: string[];
  present: (doc: never) => HitText;
}

/** The parts that are there, joined by a middle dot (a job's company and location). */
export const joined = (...parts: (string | null | undefined)[]): string | null => parts.filter(Boolean).join(' · ') || null;

/** A search source typed by its model's documents. */
export function searchSource<D>(def: Omit<SearchSource, 'model' | 'present'> & { model: Model<D>; present: (doc: D) => HitText }): SearchSource {
  return def as unknown as SearchSource;
}

declare module './module.js' {
  interface ModuleParts {
    /** The record types this module offers to the admin search. */
    search: readonly SearchSource[];
  }
}
