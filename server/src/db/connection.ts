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
import { startEmbeddedStore, startEmbeddedStoreThread, type Logger as StoreLogger } from '@ai-solutions/embedded-mongo';
import { removeStoreAddress, writeStoreAddress } from './store-address.js';
import { configureFileStorage, temporaryFileRoot } from '../modules/files/files.js';

export const EMBEDDED_DB_NAME = 'ai_solutions';

export type Database = { uri: string; embedded: boolean; close: () => Promise<void> };

/**
 * `storeThread` (default: on for a persistent store) chooses where the embedded store runs: on a
 * worker thread of its own, or on this one (in-memory test stores, and the benches' reference).
 */
export async function connectDatabase(config: Config, log: Logger, opts: { inMemory?: boolean; storeThread?: boolean } = {}): Promise<Database> {
  let stopStore: (() => Promise<void>) | null = null;
  let uri = config.mongodbUri;
  if (!uri) {
    const storeOptions = opts.inMemory ? {} : { dataDir: join(config.dataDir, 'db') };
    const store = (opts.storeThread ?? !opts.inMemory)
      ? await startEmbeddedStoreThread({
          ...storeOptions,
          logger: storeLogger(log),
          // A store that is gone leaves nothing to serve: stop, so that a supervisor starts the server afresh
          // (as with the store on the server's own thread, where an error the store does not survive ends the process too).
          onLost: (err) => {
            log.fatal({ err }, 'the embedded store stopped unexpectedly');
            process.exit(1);
          },
        })
      : await startEmbeddedStore(storeOptions);
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
  await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
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

/** The store's own messages (journal recovery, compaction, TTL) in the app's log. */
function storeLogger(log: Logger): StoreLogger {
  return {
    info: (msg, meta) => log.debug({ ...meta, component: 'embedded-mongo' }, msg),
    warn: (msg, meta) => log.warn({ ...meta, component: 'embedded-mongo' }, msg),
    error: (msg, meta) => log.error({ ...meta, component: 'embedded-mongo' }, msg),
  };
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
