/**
 * Standalone server, like a small mongod: `npm run db -- --port 27017 --dbpath .data/db`.
 * Prints the connection URI when ready; SIGINT/SIGTERM flush the journal and stop cleanly.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedStore } from './index.js';
import { consoleLogger } from './server.js';

const USAGE = `Usage: npm run db -- [--port 27017] [--dbpath .data/db] [--inMemory] [--noscripting]

  --port      TCP port on 127.0.0.1 (default 27017; 0 picks a free port)
  --dbpath    data directory for the journal and snapshots (default .data/db)
  --inMemory  keep data in memory only (nothing is written to disk)
  --compactMB journal size in MB that triggers compaction into a snapshot (default 64)
  --noscripting  refuse server-side JavaScript ($where), like mongod --noscripting`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '27017' },
      dbpath: { type: 'string', default: '.data/db' },
      inMemory: { type: 'boolean', default: false },
      compactMB: { type: 'string' },
      noscripting: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${values.port}`);
  // npm runs workspace scripts from packages/embedded-mongo/; a relative path means the directory the user typed it in.
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  const dataDir = values.inMemory ? undefined : resolve(baseDir, values.dbpath);
  const compactMB = values.compactMB === undefined ? undefined : Number(values.compactMB);
  if (compactMB !== undefined && !(compactMB > 0)) throw new Error(`invalid --compactMB ${String(values.compactMB)}`);
  const store = await startEmbeddedStore({
    port,
    logger: consoleLogger,
    noScripting: values.noscripting,
    ...(dataDir ? { dataDir } : {}),
    ...(compactMB ? { compactThresholdBytes: Math.round(compactMB * 1024 * 1024) } : {}),
  });
  consoleLogger.info(`ready; data ${dataDir ?? 'in memory'}`);
  console.log(store.uri);
  if (store.socketUri) consoleLogger.info(`also listening on ${store.socketUri} (Unix domain socket, this user only)`);
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info(`${signal} received, stopping`);
    store.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        consoleLogger.error('error while stopping', { error: err instanceof Error ? err.message : String(err) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  console.error(USAGE);
  process.exit(1);
});
