/**
 * Connects mongoose: to MONGODB_URI when set, otherwise to the embedded MongoDB-compatible store
 * started in this process: persistent under DATA_DIR/db on a worker thread of its own, so that no
 * query runs on the web server's event loop (a long admin list cannot stall a guest's request), or
 * in memory on the test's own thread.
 */
import { join } from 'node:path';
import mongoose from 'mongoose';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { EmbeddedStore } from '@ai-solutions/embedded-mongo';
import { removeStoreAddress, writeStoreAddress } from './store-address.js';
import { startStoreThread } from './store-thread.js';
import { startupStep } from '../startup-step.js';
import { configureFileStorage, temporaryFileRoot } from '../modules/files/index.js';

export const EMBEDDED_DB_NAME = 'ai_solutions';

export type Database = { uri: string; embedded: boolean; close: () => Promise<void> };

/**
 * `storeThread` (default: on for a persistent store) chooses where the embedded store runs: on a
 * worker thread of its own, or on this one (in-memory test stores, and the benches' reference).
 * `store`: the persistent store's thread, already starting (main.ts starts it before loading the app).
 */
export async function connectDatabase(
  config: Config,
  log: Logger,
  opts: { inMemory?: boolean; storeThread?: boolean; store?: Promise<EmbeddedStore> } = {},
): Promise<Database> {
  let stopStore: (() => Promise<void>) | null = null;
  let uri = config.mongodbUri;
  if (!uri) {
    const store = await (opts.store ?? openStore(config, log, opts));
    if (!opts.inMemory) await writeStoreAddress(config.dataDir, store.uri);
    stopStore = async () => {
      if (!opts.inMemory) await removeStoreAddress(config.dataDir);
      await store.stop();
    };
    // The app talks to its own store over the Unix socket (no TCP stack per round trip);
    // the logged TCP URI is for Compass, mongosh or scripts.
    uri = store.socketUri ?? store.uri;
    log.info({ uri: store.uri, dataDir: opts.inMemory ? 'memory' : join(config.dataDir, 'db') }, 'embedded MongoDB-compatible store started');
  }
  await mongoose.connect(uri, {
    ...(stopStore ? { dbName: EMBEDDED_DB_NAME } : {}),
    serverSelectionTimeoutMS: 10_000,
    // The public-read cache empties itself on writes it sees here (modules/public-cache).
    monitorCommands: true,
  });
  // Indexes (unique e-mails, unique enrollments...) must exist before the first request relies on them.
  await startupStep(log, 'indexes checked', () => Promise.all(Object.values(mongoose.models).map((m) => m.init())));
  const files = await configureFiles(config, !!stopStore, opts.inMemory === true);
  log.info({ embedded: !!stopStore, files: files.kind }, 'database connected');
  return {
    uri,
    embedded: !!stopStore,
    close: async () => {
      await mongoose.disconnect();
      await stopStore?.();
      await files.remove?.();
    },
  };
}

async function openStore(config: Config, log: Logger, opts: { inMemory?: boolean; storeThread?: boolean }): Promise<EmbeddedStore> {
  const dataDir = opts.inMemory ? undefined : join(config.dataDir, 'db');
  if (opts.storeThread ?? !opts.inMemory) return startStoreThread(log, dataDir);
  // The store's engine on this thread: loaded only here, so a server whose store runs on its thread loads it once.
  const { startEmbeddedStore } = await import('@ai-solutions/embedded-mongo');
  return startEmbeddedStore(dataDir ? { dataDir } : {});
}

/**
 * Uploaded files: on disk under DATA_DIR/files beside the embedded store (a temporary directory for
 * an in-memory one), in GridFS on MongoDB so that every app process sees them.
 */
async function configureFiles(config: Config, embedded: boolean, inMemory: boolean): Promise<{ kind: 'disk' | 'gridfs'; remove?: () => Promise<void> }> {
  const kind = config.fileStorage ?? (embedded ? 'disk' : 'gridfs');
  if (kind === 'gridfs') {
    configureFileStorage({ kind });
    return { kind };
  }
  if (inMemory) {
    const temp = await temporaryFileRoot();
    configureFileStorage({ kind, root: temp.root });
    return { kind, remove: temp.remove };
  }
  configureFileStorage({ kind, root: join(config.dataDir, 'files') });
  return { kind };
}
