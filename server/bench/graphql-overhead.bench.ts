/**
 * The GraphQL overhead goal (`npm run bench`): requests per second of the public services query the
 * home and Services pages send, against a bare Apollo Server 5 + Express 5 answering the same items
 * from memory, in the same run. Each server is its own process (the store too, as MongoDB would
 * be); autocannon drives them from this process with CONNECTIONS connections, in alternating rounds
 * so that the machine's drift falls on both sides. Prints one row per server (median of the rounds)
 * and the ratio against the goal of 0.7. Not a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { recordBenchRows, startStore } from './support.js';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 4);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const GOAL = 0.7;
const BODY = JSON.stringify({
  operationName: 'PublicServices',
  query: 'query PublicServices { services { total items { id title shortDescription icon category price { basic } rating } } }',
});

/** Starts a bench server script as its own process and answers its base URL once it listens. */
async function serve(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const path = fileURLToPath(new URL(`./graphql/${script}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  for await (const line of createInterface({ input: child.stdout })) {
    const port = /^listening (\d+)$/.exec(line)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}`, child };
  }
  throw new Error(`${script} did not start`);
}

async function round(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
    body: BODY,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

type Round = { rps: number; p99: number; errors: number };

async function main(): Promise<void> {
  const store = await startStore();
  // One database per app process: the setting lives in the database, and each process has its own.
  const database = (name: string) => Object.assign(new URL(store.uri), { pathname: `/${name}` }).toString();
  const children: ChildProcess[] = [store.child];
  try {
    const cached = await serve('app.server.ts', { MONGODB_URI: database('graphql_bench_cached'), PUBLIC_CACHE: 'on' });
    children.push(cached.child);
    const uncached = await serve('app.server.ts', { MONGODB_URI: database('graphql_bench_uncached'), PUBLIC_CACHE: 'off' });
    children.push(uncached.child);
    // The bare server answers exactly what the app answers.
    const answer = (await (await fetch(`${uncached.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY })).json()) as { data: { services: unknown } };
    const itemsFile = join(tmpdir(), `bare-apollo-services-${process.pid}.json`);
    writeFileSync(itemsFile, JSON.stringify(answer.data.services));
    const bare = await serve('bare-apollo.server.ts', { BARE_ITEMS: itemsFile });
    children.push(bare.child);

    const targets = [
      { name: 'bare Apollo Server 5, from memory (reference)', url: bare.url },
      { name: 'our server, Cache Enabled on (default)', url: cached.url },
      { name: 'our server, Cache Enabled off', url: uncached.url },
    ];
    for (const target of targets) await round(target.url); // warm-up: JIT, connections, the first cache fill
    const results: Round[][] = targets.map(() => []);
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const [i, target] of targets.entries()) results[i]?.push(await round(target.url));
    }
    const reference = median((results[0] ?? []).map((x) => x.rps));
    const rows = targets.map((target, i) => {
      const rounds = results[i] ?? [];
      const rps = median(rounds.map((x) => x.rps));
      return {
        server: target.name,
        rps: Math.round(rps),
        'p99 ms': median(rounds.map((x) => x.p99)),
        errors: rounds.reduce((n, x) => n + x.errors, 0),
        '× bare': Number((rps / reference).toFixed(2)),
        goal: i === 0 ? '' : `≥ ${GOAL}×`,
        met: i === 0 ? '' : rps / reference >= GOAL ? 'met' : 'not met',
      };
    });
    console.log(`public services query, ${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${SECONDS} s`);
    console.table(rows);
    await recordBenchRows(
      rows.slice(1).map((row) => ({
        area: 'GraphQL',
        figure: `public services query rps, ${row.server.replace('our server, ', '')}`,
        value: `${row['× bare']}× (${row.rps} rps, p99 ${row['p99 ms']} ms)`,
        // The goal is the product as it runs (Cache Enabled is on by default); the cache-off row says what a read that reaches the database costs.
        goal: row.server.includes('(default)') ? `≥ ${GOAL}× bare` : '(for comparison)',
        reference: `bare Apollo Server 5 from memory: ${rows[0]?.rps ?? 0} rps`,
        met: row.server.includes('(default)') ? row.met === 'met' : null,
      })),
    );
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
  }
}

await main();
