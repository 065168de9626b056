/**
 * Process entry, kept light: the configuration, the logger and, on the embedded store, the store's
 * thread first, which loads the store and opens `DATA_DIR/db` on the other core while this thread
 * loads the rest of the server (serve.ts); then database → start-up chores → listen → ready.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { startStoreThread } from './db/store-thread.js';
import { createLogger } from './logger.js';
import { startupStep } from './startup-step.js';
import { tracingOn } from './tracing.js';

type ServeModule = typeof import('./serve.js');

/**
 * The rest of the server: the bundle the build makes of it (server/build/bundle.mjs), which loads
 * in about half the time, or the compiled files when there is no bundle (sources run with tsx) or
 * when tracing is on (OpenTelemetry patches packages as they are imported, not inside a bundle).
 * A bundle older than the compiled files (a compile without the bundle step) is not used.
 */
async function loadServe(): Promise<ServeModule> {
  const bundle = new URL('./bundle/serve.js', import.meta.url);
  const compiled = new URL('./serve.js', import.meta.url);
  const current = existsSync(bundle) && existsSync(compiled) && statSync(bundle).mtimeMs >= statSync(compiled).mtimeMs;
  if (current && !tracingOn()) return (await import(bundle.href)) as ServeModule;
  return import('./serve.js');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  // Since the process began: Node itself, the tracing hook and this entry.
  log.info({ ms: Math.round(performance.now()) }, 'start-up: process started');
  const store = config.mongodbUri ? undefined : startStoreThread(log, join(config.dataDir, 'db'));
  // Awaited by connectDatabase; until then a failure must not count as unhandled.
  store?.catch(() => undefined);
  const { serve } = await startupStep(log, 'code loaded', loadServe);
  await serve(config, log, store);
}

main().catch((err: unknown) => {
  // Configuration mistakes are explained in one line; anything else with its details.
  console.error(err instanceof Error && err.name === 'ConfigError' ? err.message : err);
  process.exit(1);
});
