/**
 * Rate-limit counters live in the database (collection `rate_limits`, expired entries dropped by a
 * TTL index), so several server processes behind one proxy share one budget per address and account.
 */
import mongoose from 'mongoose';
import { RateLimiterMongo } from 'rate-limiter-flexible';

export const RATE_LIMITS_COLLECTION = 'rate_limits';

export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

export function storedLimiter(options: LimiterOptions): RateLimiterMongo {
  // Built at import, before the database is connected: mongoose buffers the limiter's commands until
  // it is, but index creation would time out on a slow start, so ensureRateLimitIndexes makes them.
  return new RateLimiterMongo({ storeClient: mongoose.connection, tableName: RATE_LIMITS_COLLECTION, disableIndexesCreation: true, ...options });
}

/** Called once the database is connected (createApp): one entry per key, dropped when it expires. */
export async function ensureRateLimitIndexes(): Promise<void> {
  const collection = mongoose.connection.collection(RATE_LIMITS_COLLECTION);
  await collection.createIndex({ expire: -1 }, { expireAfterSeconds: 0 }, undefined);
  await collection.createIndex({ key: 1 }, { unique: true }, undefined);
}

/** Tests start from a clean slate. */
export async function clearStoredLimits(): Promise<void> {
  await mongoose.connection.collection(RATE_LIMITS_COLLECTION).deleteMany({});
}
