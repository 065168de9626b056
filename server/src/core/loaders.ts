/**
 * Per-request DataLoaders: references resolved inside one operation are batched into one query per
 * kind, so an operation costs a bounded number of database round trips. Each module adds its own
 * loaders to `Loaders` (module augmentation) and builds them in its descriptor's `loaders` factory,
 * which is given the caller, because some loaders answer per viewer (my enrollment in a course).
 */
import DataLoader from 'dataloader';
import { Types } from 'mongoose';
import type { Actor } from './actor.js';
import { isObjectId } from './ids.js';

/** The request's loaders, by name; each module declares its own (`declare module '../../core/loaders.js'`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Loaders {}

/**
 * A module's part of the request's loaders, built for the caller. `all` is the request's whole set,
 * for a loader that builds on another module's (read when it loads, once every part is there).
 */
export type LoaderFactory = (actor: Actor | null, all: Loaders) => Partial<Loaders>;

declare module './module.js' {
  interface ModuleParts {
    loaders: LoaderFactory;
  }
}

/** A loader of documents by id string; ids that are not ObjectIds (or match nothing) load null. */
export function byIds<T extends { _id: Types.ObjectId }>(load: (ids: Types.ObjectId[]) => Promise<T[]>) {
  return new DataLoader<string, T | null>(async (ids) => {
    const valid = ids.filter(isObjectId).map((id) => new Types.ObjectId(id));
    const docs = valid.length ? await load(valid) : [];
    const map = new Map(docs.map((d) => [d._id.toString(), d]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/**
 * A document a resolver read itself, kept in the request's loader under its id, so what the same
 * operation resolves next (an enrollment's course, an application's job) does not read it again.
 */
export async function readThrough<T>(loader: DataLoader<string, T | null>, id: string, read: Promise<T | null>): Promise<T | null> {
  const doc = await read;
  if (doc) loader.prime(id, doc);
  return doc;
}
