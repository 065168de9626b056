/**
 * Rate-limit counters live in the database (collection `rate_limits`, expired entries dropped by a
 * TTL index), so several server processes behind one proxy share one budget per address and account.
 */
import mongoose from 'mongoose';
import { RateLimiterMongo } from 'rate-limiter-flexible';

export const RATE_LIMITS_COLLECTION = 'rate_limits';

export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

export function storedLimiter(options: LimiterOptions): RateLimiterMongo {
  // mongoose buffers commands on its connection until it is open, so limiters can be built at import.
  return new RateLimiterMongo({ storeClient: mongoose.connection, tableName: RATE_LIMITS_COLLECTION, ...options });
}

/** Tests start from a clean slate. */
export async function clearStoredLimits(): Promise<void> {
  await mongoose.connection.collection(RATE_LIMITS_COLLECTION).deleteMany({});
}
