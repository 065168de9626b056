/**
 * What the server benchmarks share: the embedded store in its own process (as MongoDB would be),
 * the app's database connection to it, and the percentile arithmetic of their tables.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '../src/config.js';
import { connectDatabase } from '../src/db/connection.js';
import { createLogger } from '../src/logger.js';
// The app's modules, installed as the app installs them: the services a bench calls directly look up
// their parts (search sources, export sources, loaders) in that list.
import '../src/modules/index.js';

/** Starts the embedded store's CLI in memory on a free port and answers its URI. */
export async function startStore(): Promise<{ uri: string; child: ChildProcess }> {
  const cli = fileURLToPath(new URL('../../packages/embedded-mongo/src/cli.ts', import.meta.url));
  // BENCH_STORE_PROFILE=<dir>: the store writes a CPU profile there when it stops (where its time goes).
  const profile = process.env.BENCH_STORE_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_STORE_PROFILE] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', cli, '--inMemory', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('mongodb://')) return { uri: line.trim(), child };
  }
  throw new Error('the embedded store did not start');
}

/** A store of its own with database `name`, the app connected to it as in production; `close` ends both. */
export async function openBenchDatabase(name: string, env: Record<string, string> = {}): Promise<{ config: Config; close: () => Promise<void> }> {
  const store = await startStore();
  const uri = new URL(store.uri);
  uri.pathname = `/${name}`;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env, MONGODB_URI: uri.toString() });
  const log = createLogger('silent');
  const db = await connectDatabase(config, log);
  return {
    config,
    close: async () => {
      await db.close();
      store.child.kill('SIGTERM');
    },
  };
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const round1 = (n: number) => Number(n.toFixed(1));

/** One line of `npm run bench`'s closing table (scripts/bench.mjs): a figure beside its goal. */
export type BenchRow = { area: string; figure: string; value: string; goal: string; reference: string; met: boolean | null };

/** Adds rows to the closing table when the bench runs under `npm run bench` (BENCH_RESULTS names its file). */
export async function recordBenchRows(rows: BenchRow[]): Promise<void> {
  const file = process.env['BENCH_RESULTS'];
  if (file) await appendFile(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

/** The product's own server (graphql/app.server.ts) in a process of its own, on a fresh data folder. */
export type BenchServer = { url: string; child: ChildProcess; dataDir: string };

/**
 * Starts graphql/app.server.ts as `npm start` runs the product (the embedded store on DATA_DIR,
 * never MONGODB_URI), with `env` added; answers once it listens. `name` names the data folder.
 */
export async function serveApp(name: string, env: Record<string, string>): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const path = fileURLToPath(new URL('./graphql/app.server.ts', import.meta.url));
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env, DATA_DIR: dataDir };
  delete childEnv['MONGODB_URI'];
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path], { stdio: ['ignore', 'pipe', 'inherit'], env: childEnv });
  for await (const line of createInterface({ input: child.stdout })) {
    const port = /^listening (\d+)$/.exec(line)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}`, child, dataDir };
  }
  throw new Error('the app server did not start');
}
