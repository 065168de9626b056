/**
 * Cache Enabled (`npm run bench`): requests per second for the public services query the home and
 * Services pages send, from guests, with the cache on and off. The store runs in its own process, as
 * MongoDB would; the app serves over real HTTP; a fixed number of clients send requests back to back.
 * Prints one row per setting. Not a test.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/connection.js';
import { createLogger } from '../src/logger.js';
import { SettingsModel, SETTINGS_ID } from '../src/modules/settings/settings.model.js';
import { clearSettingsCache } from '../src/modules/settings/settings.service.js';
import { seedSampleContent } from '../src/seed/index.js';
import { startStore, recordBenchRows } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const QUERY = `query PublicServices { services { total items { id title shortDescription icon category price { basic } rating } } }`;


async function run(url: string): Promise<{ requests: number; failures: number; seconds: number }> {
  const body = JSON.stringify({ query: QUERY, operationName: 'PublicServices' });
  const until = performance.now() + SECONDS * 1000;
  let requests = 0;
  let failures = 0;
  const client = async () => {
    while (performance.now() < until) {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.arrayBuffer();
      if (res.status === 200) requests += 1;
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { requests, failures, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const store = await startStore();
  const uri = new URL(store.uri);
  uri.pathname = '/cache_bench';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: uri.toString(),
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const log = createLogger('silent');
  const db = await connectDatabase(config, log);
  await seedSampleContent(log);
  const built = await createApp(config, log);
  const server = built.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const rows = [];
    for (const cacheEnabled of [false, true]) {
      await SettingsModel.updateOne({ _id: SETTINGS_ID }, { $set: { 'system.cacheEnabled': cacheEnabled } }, { upsert: true });
      clearSettingsCache();
      await run(url); // warm-up round (JIT, connections, the first cache fill), not counted
      const { requests, failures, seconds } = await run(url);
      rows.push({ cache: cacheEnabled ? 'on' : 'off', clients: CLIENTS, seconds: Number(seconds.toFixed(1)), requests, failures, rps: Math.round(requests / seconds) });
    }
    console.table(rows);
    const [off, on] = rows;
    if (off && on) {
      console.log(`public services query: ${on.rps} rps cached vs ${off.rps} rps uncached (${(on.rps / Math.max(1, off.rps)).toFixed(1)}×)`);
      await recordBenchRows([{ area: 'public-read cache', figure: `public services query rps with Cache Enabled, ${CLIENTS} clients`, value: `${on.rps} rps (${(on.rps / Math.max(1, off.rps)).toFixed(1)}×)`, goal: 'more than without', reference: `Cache Enabled off: ${off.rps} rps`, met: on.rps > off.rps }]);
    }
  } finally {
    server.closeAllConnections();
    server.close();
    await built.close();
    await db.close();
    store.child.kill('SIGTERM');
  }
}

await main();
