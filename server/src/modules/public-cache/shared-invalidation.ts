/**
 * Cache invalidation shared by every app process on one database. Each process sees its
 * own writes at once (command monitoring, public-cache.invalidation.ts), but not a peer's. So every
 * local invalidation also bumps a generation counter in `meta`, and every process reads that counter
 * once a second: when it moved, the process drops its public-read cache and its settings cache.
 *
 * Staleness bound across processes: about POLL_MS after the writer's bump (plus one round trip),
 * whatever the database (MongoDB or the embedded store): no change streams are needed for this.
 */
import type { Db } from 'mongodb';
import mongoose from 'mongoose';
import type { Logger } from '../../logger.js';
import { clearSettingsCache } from '../settings/index.js';
import { dropPublicCache, onPublicCacheInvalidated } from './public-cache.store.js';

export const POLL_MS = 1_000;
const DOC_ID = 'cache-generation';

type GenerationDoc = { _id: string; generation: number };

/** Tells every process that cached public answers and settings are stale (answers the new generation). */
export async function bumpCacheGeneration(db: Db): Promise<number> {
  const doc = await db.collection<GenerationDoc>('meta').findOneAndUpdate({ _id: DOC_ID }, { $inc: { generation: 1 } }, { upsert: true, returnDocument: 'after' });
  return doc?.generation ?? 0;
}

export function shareCacheInvalidation(log: Logger): () => void {
  const db = mongoose.connection.db;
  if (!db) throw new Error('shareCacheInvalidation needs a connected database');
  let seen: number | null = null;
  // Bursts of writes (an import, a reorder) coalesce into one bump in flight and at most one after.
  let bumping: Promise<void> | null = null;
  let again = false;
  const bump = (): void => {
    if (bumping) {
      again = true;
      return;
    }
    bumping = bumpCacheGeneration(db)
      .then((generation) => {
        seen = generation;
      })
      .catch((err: unknown) => log.warn({ err }, 'could not tell the other app processes to drop their caches'))
      .finally(() => {
        bumping = null;
        if (again) {
          again = false;
          bump();
        }
      });
  };
  const stopListening = onPublicCacheInvalidated(bump);

  let polling = false;
  const poll = async (): Promise<void> => {
    if (polling) return;
    polling = true;
    try {
      const doc = await db.collection<GenerationDoc>('meta').findOne({ _id: DOC_ID });
      const generation = doc?.generation ?? 0;
      if (seen !== null && generation !== seen && !bumping) {
        dropPublicCache();
        clearSettingsCache();
      }
      if (!bumping) seen = generation;
    } catch (err) {
      log.debug({ err }, 'cache generation not read (database unreachable?)');
    } finally {
      polling = false;
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopListening();
  };
}
