/**
 * The embedded store of a persistent data directory, started on a worker thread of its own. Kept
 * apart from connection.ts (and from the store's engine, which only the thread loads) so that
 * main.ts can start it first: the thread loads the store and opens `DATA_DIR/db` on the other core
 * while this one loads the server's code.
 */
import type { EmbeddedStore, Logger as StoreLogger } from '@ai-solutions/embedded-mongo';
import { startEmbeddedStoreThread } from '@ai-solutions/embedded-mongo/thread';
import type { Logger } from '../logger.js';

/** `dataDir`: where the store keeps its files (DATA_DIR/db); none keeps it in memory. */
export function startStoreThread(log: Logger, dataDir?: string): Promise<EmbeddedStore> {
  return startEmbeddedStoreThread({
    ...(dataDir ? { dataDir } : {}),
    logger: storeLogger(log),
    // A store that is gone leaves nothing to serve: stop, so that a supervisor starts the server afresh
    // (as with the store on the server's own thread, where an error the store does not survive ends the process too).
    onLost: (err) => {
      log.fatal({ err }, 'the embedded store stopped unexpectedly');
      process.exit(1);
    },
  });
}

/** The store's own messages (journal recovery, compaction, TTL) in the app's log. */
function storeLogger(log: Logger): StoreLogger {
  return {
    info: (msg, meta) => log.debug({ ...meta, component: 'embedded-mongo' }, msg),
    warn: (msg, meta) => log.warn({ ...meta, component: 'embedded-mongo' }, msg),
    error: (msg, meta) => log.error({ ...meta, component: 'embedded-mongo' }, msg),
  };
}
