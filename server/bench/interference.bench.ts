/**
 * The goal "no request blocks the others" (`npm run bench`): the product's server on the
 * embedded store as `npm start` runs it (persistent, the store on its own thread), with 100,000
 * users. A guest's public services query is timed one request at a time, first alone (idle), then
 * while a signed-in administrator loads User Management's first page in a loop, each request
 * waiting for the last one's answer (BENCH_ADMIN_LOOPS=n: n such administrators). Goal: the guest's p95 under that load
 * stays within 2× its idle p95. The reference, in the same run: the same server with the store on
 * the web server's own thread. Cache Enabled is on, as by default; with
 * BENCH_CACHE=off the guest's query reaches the store too. Not a test.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { MongoClient, ObjectId } from 'mongodb';
import { readStoreAddress } from '../src/db/store-address.js';
import { EMBEDDED_DB_NAME } from '../src/db/connection.js';
import { signAccessToken } from '../src/modules/auth/token.js';
import { searchWordsOf } from '../src/modules/search/search-words.js';
import { percentile, recordBenchRows, round1, serveApp, type BenchServer } from './support.js';

const USERS = Number(process.env['BENCH_USERS'] ?? 100_000);
const GUEST_REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 300);
const ADMIN_LOOPS = Number(process.env['BENCH_ADMIN_LOOPS'] ?? 1);
const CACHE = process.env['BENCH_CACHE'] === 'off' ? 'off' : 'on';
const GOAL = 2;
const GUEST = JSON.stringify({
  operationName: 'PublicServices',
  query: 'query PublicServices { services { total items { id title shortDescription icon category price { basic } rating } } }',
});
const ADMIN = JSON.stringify({
  operationName: 'AdminUsers',
  query: 'query AdminUsers { users(page: { page: 1, pageSize: 10 }) { total items { id name email role status createdAt } } }',
});

type Server = BenchServer;

function serve(storeThread: boolean, secret: string): Promise<Server> {
  return serveApp('interference-bench', { JWT_SECRET: secret, PUBLIC_CACHE: CACHE, BENCH_STORE_THREAD: storeThread ? 'on' : 'off' });
}

/** 100,000 users written straight into the running server's store, and an administrator's token. */
async function seed(server: Server, secret: string): Promise<string> {
  const uri = await readStoreAddress(server.dataDir);
  if (!uri) throw new Error('the server wrote no store address');
  const client = await MongoClient.connect(uri);
  try {
    const users = client.db(EMBEDDED_DB_NAME).collection('users');
    const now = Date.now();
    for (let start = 0; start < USERS; start += 5_000) {
      await users.insertMany(
        Array.from({ length: Math.min(5_000, USERS - start) }, (_, k) => {
          const i = start + k;
          const name = `Bench user ${i}`;
          const email = `bench${i}@example.com`;
          return { _id: new ObjectId(), name, email, searchWords: searchWordsOf([name, email]), role: i % 3 ? 'student' : 'applicant', status: 'active', tokenVersion: 0, createdAt: new Date(now - i * 60_000), updatedAt: new Date(now) };
        }),
        { ordered: false },
      );
    }
    const admin = new ObjectId();
    await users.insertOne({ _id: admin, name: 'Bench admin', email: `bench-admin-${admin.toHexString()}@example.com`, role: 'admin', status: 'active', tokenVersion: 0, createdAt: new Date(), updatedAt: new Date() });
    return signAccessToken(secret, { id: admin.toHexString(), role: 'admin', tokenVersion: 0 }, 60);
  } finally {
    await client.close();
  }
}

async function post(url: string, body: string, token?: string): Promise<void> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  const answer = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || answer.errors) throw new Error(`request failed: ${response.status} ${JSON.stringify(answer.errors)}`);
}

/** The guest's latencies, one request at a time, in ms, ascending. */
async function guestTimes(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < GUEST_REQUESTS; i += 1) {
    const started = performance.now();
    await post(url, GUEST);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function measure(storeThread: boolean): Promise<{ idle: number; loaded: number; adminP95: number }> {
  const secret = randomBytes(32).toString('hex');
  const server = await serve(storeThread, secret);
  try {
    const token = await seed(server, secret);
    for (let i = 0; i < 20; i += 1) await post(server.url, GUEST); // warm-up
    await post(server.url, ADMIN, token);
    const idle = percentile(await guestTimes(server.url), 95);
    let running = true;
    const adminTimes: number[] = [];
    const loops = Array.from({ length: ADMIN_LOOPS }, async () => {
      while (running) {
        const started = performance.now();
        await post(server.url, ADMIN, token);
        adminTimes.push(performance.now() - started);
      }
    });
    const loaded = percentile(await guestTimes(server.url), 95);
    running = false;
    await Promise.all(loops);
    return { idle, loaded, adminP95: percentile(adminTimes.sort((a, b) => a - b), 95) };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows = [];
  for (const [name, storeThread] of [['store on its own thread (as npm start runs it)', true], ['store on the web server\'s thread (reference)', false]] as const) {
    const { idle, loaded, adminP95 } = await measure(storeThread);
    const ratio = loaded / idle;
    rows.push({ server: name, 'guest idle p95 ms': round1(idle), 'guest p95 under admin loop ms': round1(loaded), '× idle': round1(ratio), 'admin list p95 ms': round1(adminP95), goal: storeThread ? `≤ ${GOAL}×` : '', met: storeThread ? (ratio <= GOAL ? 'met' : 'not met') : '' });
  }
  console.log(`guest services query (Cache Enabled ${CACHE}) while ${ADMIN_LOOPS} administrator(s) load User Management's first page over ${USERS} users in a loop; ${GUEST_REQUESTS} guest requests each`);
  console.table(rows);
  const [thread, reference] = rows;
  if (thread && reference) {
    await recordBenchRows([{ area: 'no request blocks the others', figure: `guest services p95 under an admin list loop (${USERS} users, cache ${CACHE})`, value: `${thread['× idle']}× idle (${thread['guest p95 under admin loop ms']} vs ${thread['guest idle p95 ms']} ms)`, goal: `≤ ${GOAL}× idle`, reference: `store on the web thread: ${reference['× idle']}× (${reference['guest p95 under admin loop ms']} ms)`, met: thread.met === 'met' }]);
  }
}

await main();
