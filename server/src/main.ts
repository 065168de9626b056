/**
 * Process entry, kept light: the configuration, the logger and, on the embedded store, the store's
 * thread first, which loads the store and opens `DATA_DIR/db` on the other core while this thread
 * loads the rest of the server (serve.ts); then database → start-up chores → listen → ready.
 */
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { startStoreThread } from './db/store-thread.js';
import { createLogger } from './logger.js';
import { startupStep } from './startup-step.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  // Since the process began: Node itself, the tracing hook and this entry.
  log.info({ ms: Math.round(performance.now()) }, 'start-up: process started');
  const store = config.mongodbUri ? undefined : startStoreThread(log, join(config.dataDir, 'db'));
  // Awaited by connectDatabase; until then a failure must not count as unhandled.
  store?.catch(() => undefined);
  const { serve } = await startupStep(log, 'code loaded', () => import('./serve.js'));
  await serve(config, log, store);
}

main().catch((err: unknown) => {
  // Configuration mistakes are explained in one line; anything else with its details.
  console.error(err instanceof Error && err.name === 'ConfigError' ? err.message : err);
  process.exit(1);
});
