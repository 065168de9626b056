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
  const handles = {} as { store: EmbeddedStore; client: MongoClient; db: Db };
  beforeAll(async () => {
    handles.store = await startEmbeddedStore();
    handles.client = await MongoClient.connect(handles.store.uri);
    handles.db = handles.client.db(dbName);
  });
  afterAll(async () => {
    await handles.client?.close();
    await handles.store?.stop();
  });
  return handles;
}
