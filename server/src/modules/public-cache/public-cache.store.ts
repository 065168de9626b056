/**
 * The public-read cache (System Settings › "Cache Enabled"): answers to guests' reads of public content,
 * kept in this process's memory.
 *
 * Staleness bound: in the process that made a write, none (every write to a collection a public
 * read uses empties the cache at once, and an answer read while a write ran is not kept). In other
 * processes behind the same proxy, about a second: the invalidation is shared through a generation
 * counter in the database (shared-invalidation.ts). TTL_MS bounds an answer's life whatever happens.
 */
export const TTL_MS = 30_000;
/** Plenty for the public pages' distinct reads (lists × filters × pages); the oldest goes first. */
const MAX_ENTRIES = 500;

export type CachedAnswer = {
  body: Buffer;
  etag: string;
  contentType: string;
  /** The HTTP status to answer with (a server-rendered page's 404); 200 when absent. */
  status?: number;
  storedAt: number;
  /** The body compressed once per encoding, on the first hit that accepts it (not per request). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
};

const entries = new Map<string, CachedAnswer>();
let generation = 0;

/** Bumped by every invalidation: an answer computed across a bump is not stored. */
export function currentGeneration(): number {
  return generation;
}

const invalidationListeners = new Set<() => void>();

/** This process changed what public reads show: empty the cache, and tell the listeners (peers). */
export function invalidatePublicCache(): void {
  dropPublicCache();
  for (const listener of invalidationListeners) listener();
}

/** Empties the cache without telling anyone (a peer's change, already told). */
export function dropPublicCache(): void {
  generation += 1;
  entries.clear();
}

export function onPublicCacheInvalidated(listener: () => void): () => void {
  invalidationListeners.add(listener);
  return () => invalidationListeners.delete(listener);
}

export function cachedAnswer(key: string, now = Date.now()): CachedAnswer | null {
  const hit = entries.get(key);
  if (!hit) return null;
  if (now - hit.storedAt > TTL_MS) {
    entries.delete(key);
    return null;
  }
  return hit;
}

export function storeAnswer(key: string, startedAt: number, answer: CachedAnswer): void {
  if (startedAt !== generation) return;
  entries.delete(key);
  entries.set(key, answer);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

export function publicCacheSize(): number {
  return entries.size;
}
