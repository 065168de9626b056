/**
 * With a data directory (as `npm start` runs it), the embedded store answers from a
 * worker thread of its own, so a slow query never stops the web server's event loop; and it keeps
 * what it wrote across a restart, as the in-thread store does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectDatabase, type Database } from '../src/db/connection.js';
import { createLogger } from '../src/logger.js';

let dataDir: string;
const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-thread-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** How often this thread's event loop turned while `work` ran. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = (): void => {
    turns += 1;
    if (running) setImmediate(spin);
  };
  setImmediate(spin);
  await work();
  running = false;
  return turns;
}

// A query that keeps the store busy for 600 ms: a server-side script that waits on the clock.
const slowQuery = () => mongoose.connection.collection('slow').find({ $where: 'const until = Date.now() + 600; while (Date.now() < until) {} return true;' }).toArray();

describe('the embedded store of a persistent server', () => {
  it("runs off the web server's thread: the event loop keeps turning while the store works", async () => {
    const db = await connectDatabase(config(), createLogger('silent'));
    try {
      await mongoose.connection.collection('slow').insertOne({ n: 1 });
      const turns = await turnsDuring(slowQuery);
      // On this thread the store would hold the loop for the whole 600 ms: a turn or two at most.
      expect(turns).toBeGreaterThan(20);
    } finally {
      await db.close();
    }
  });

  it("on the web server's thread (as in-memory test stores run) holds the event loop while a query runs", async () => {
    const db = await connectDatabase(config(), createLogger('silent'), { storeThread: false });
    try {
      const turns = await turnsDuring(slowQuery);
      expect(turns).toBeLessThan(5);
    } finally {
      await db.close();
    }
  });

  it('tells its host when the thread is gone without being asked to stop (here: out of memory), and not after a stop', async () => {
    const { startEmbeddedStoreThread } = await import('@ai-solutions/embedded-mongo');
    const lost: Error[] = [];
    const store = await startEmbeddedStoreThread({ onLost: (err) => lost.push(err), resourceLimits: { maxOldGenerationSizeMb: 96 } });
    const client = await mongoose.createConnection(store.uri).asPromise();
    const big = 'x'.repeat(1024 * 1024);
    await expect(
      (async () => {
        for (let i = 0; i < 400; i += 1) await client.collection('big').insertOne({ i, big });
      })(),
    ).rejects.toThrow();
    await vi.waitFor(() => expect(lost).toHaveLength(1), { timeout: 10_000 });
    await client.close(true);

    const calm: Error[] = [];
    const other = await startEmbeddedStoreThread({ onLost: (err) => calm.push(err) });
    await other.stop();
    expect(calm).toEqual([]);
  });

  it('keeps what it wrote across a restart (the thread flushes its journal when the server stops)', async () => {
    let db: Database = await connectDatabase(config(), createLogger('silent'));
    await mongoose.connection.collection('kept').insertOne({ _id: 'thread-restart' as never, at: 1 });
    await db.close();
    db = await connectDatabase(config(), createLogger('silent'));
    try {
      expect(await mongoose.connection.collection('kept').findOne({ _id: 'thread-restart' as never })).toMatchObject({ at: 1 });
    } finally {
      await db.close();
    }
  });
});
