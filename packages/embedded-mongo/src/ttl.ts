/**
 * TTL indexes (`expireAfterSeconds`): like mongod's TTL monitor, a periodic pass deletes documents
 * whose indexed date is older than the index's expiry. Deletions are journaled like any write.
 */
import type { WriteContext } from './collection.js';
import type { StoreRuntime } from './context.js';
import type { Rec } from './indexes.js';
import type { Logger } from './server.js';
import { isNumeric, toNumber } from './values.js';

const DATE_RANK = 9;

/** One TTL pass; returns how many documents were deleted. */
export async function runTtlPass(rt: StoreRuntime, now = Date.now()): Promise<number> {
  let deleted = 0;
  const pending: Promise<void>[] = [];
  for (const colls of rt.engine.dbs.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        const expire = index.spec.expireAfterSeconds;
        if (!isNumeric(expire) || index.fields.length !== 1 || index.metadataOnly) continue;
        const cutoff = new Date(now - toNumber(expire) * 1000);
        const expired: Rec[] = [];
        index.scan([], { rank: DATE_RANK, high: cutoff, highInclusive: true, lowInclusive: true }, (rec) => {
          if (!expired.includes(rec)) expired.push(rec);
        });
        if (expired.length === 0) continue;
        const wctx: WriteContext = { ops: [] };
        for (const rec of expired) {
          if (rec.doc === null || coll.isLockedFor(rec, undefined)) continue;
          coll.remove(rec, wctx);
          deleted++;
        }
        const p = rt.commit(wctx);
        if (p) pending.push(p);
      }
    }
  }
  await Promise.all(pending);
  return deleted;
}

export function startTtlMonitor(rt: StoreRuntime, intervalMs: number, log: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runTtlPass(rt)
      .catch((err: unknown) => log.error('TTL pass failed', { error: err instanceof Error ? err.message : String(err) }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
