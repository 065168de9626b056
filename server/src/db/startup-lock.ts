/**
 * One process at a time runs the start-up chores on a database. Several app processes may start
 * together (replicas behind a proxy); without this, each would find no administrator and no sample
 * content and create its own. The lock is a document in `meta` that only one upsert can create
 * (MongoDB's unique `_id`), with a lease: it is renewed while its holder works, and a holder that
 * died leaves a lease that the next process takes over once it has run out.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../core/errors.js';

type LockDoc = { _id: string; until: Date; owner: string };

const LEASE_MS = 60_000;
const POLL_MS = 200;

export async function withStartupLock<T>(work: () => Promise<T>, name = 'startup'): Promise<T> {
  const meta = mongoose.connection.collection<LockDoc>('meta');
  const _id = `lock:${name}`;
  const owner = randomUUID();
  const lease = () => new Date(Date.now() + LEASE_MS);
  for (;;) {
    try {
      // Matches only a lapsed lease; when a live one exists the upsert's insert hits the unique _id.
      await meta.updateOne({ _id, until: { $lt: new Date() } }, { $set: { until: lease(), owner } }, { upsert: true });
      break;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      await sleep(POLL_MS);
    }
  }
  const renew = setInterval(() => void meta.updateOne({ _id, owner }, { $set: { until: lease() } }).catch(() => undefined), LEASE_MS / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await meta.deleteOne({ _id, owner });
  }
}
