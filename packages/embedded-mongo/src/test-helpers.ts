/** Helpers shared by the store's driver-level tests. */
import { MongoClient, MongoServerError, type Db } from 'mongodb';
import { afterAll, beforeAll } from 'vitest';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

/** The MongoServerError a command fails with; fails the test if it succeeds or fails otherwise. */
export async function serverError(p: Promise<unknown>): Promise<MongoServerError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    throw err;
  }
  throw new Error('expected the command to fail');
}

/**
 * A store in memory and a driver client on it for one test file, started before its tests and
 * stopped after them; read the fields inside tests (they are set by then).
 */
export function storeForTests(dbName: string): { store: EmbeddedStore; client: MongoClient; db: Db } {
  const handles: Partial<{ store: EmbeddedStore; client: MongoClient; db: Db }> = {};
  beforeAll(async () => {
    const store = await startEmbeddedStore();
    handles.store = store;
    const client = await MongoClient.connect(store.uri);
    handles.client = client;
    handles.db = client.db(dbName);
  });
  afterAll(() => closeInOrder(handles.client, handles.store));
  return handles as { store: EmbeddedStore; client: MongoClient; db: Db };
}

/**
 * For a test file's afterAll: closes its connections and stops its store, in the order given. One
 * is unset when the file's beforeAll failed before opening it (a `let` without a value is undefined
 * whatever its declared type); it is skipped, so the report shows the setup's error alone.
 */
export async function closeInOrder(...handles: ({ close(): Promise<unknown> } | { stop(): Promise<unknown> } | undefined)[]): Promise<void> {
  for (const handle of handles) {
    if (!handle) continue;
    if ('close' in handle) await handle.close();
    else await handle.stop();
  }
}
