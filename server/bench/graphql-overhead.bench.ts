/**
 * The GraphQL overhead goals (`npm run bench`), in requests per second against references run in
 * the same rounds:
 * - the public services query the home and Services pages send, with Cache Enabled on (the default)
 *   and off (every read reaches the database);
 * - a signed-in student's course catalog with their own enrollment on each course (never cached:
 *   the public cache serves guests only);
 * - the references: a bare Apollo Server 5 + Express 5 answering the same bytes from memory, and the
 *   stack's floor for the same reads (that bare server reading the services, or the catalog's five
 *   reads, through mongoose from the same store, with nothing of the product).
 * Each server is its own process (the store too, as MongoDB would be) with NODE_ENV=production, as
 * deployed; autocannon drives them from this process with CONNECTIONS connections, in alternating
 * rounds so that the machine's drift falls on every side. Prints one row per server and query
 * (median of the rounds) with its ratio to the bare server. Not a test.
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
/** What a read served from the public cache must reach, against the bare server. */
const CACHED_GOAL = 0.7;
/** What a read that reaches the database must reach, against the bare server. */
const UNCACHED_GOAL = 0.5;
const SERVICES = JSON.stringify({
  operationName: 'PublicServices',
  query: 'query PublicServices { services { total items { id title shortDescription icon category price { basic } rating } } }',
});
const CATALOG = JSON.stringify({
  operationName: 'StudentCatalog',
  query:
    'query StudentCatalog { courses(filter: { status: published }, page: { page: 1, pageSize: 12 }) { total items { id title description category level duration price priceLabel rating enrollmentCount myEnrollment { id paymentStatus progress completedModules } } } }',
});

/** Starts a bench server script as its own process and answers its base URL once it listens. */
async function serve(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const path = fileURLToPath(new URL(`./graphql/${script}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production', ...env } });
  for await (const line of createInterface({ input: child.stdout })) {
    const port = /^listening (\d+)$/.exec(line)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}`, child };
  }
  throw new Error(`${script} did not start`);
}

type Round = { rps: number; p99: number; errors: number };

async function round(url: string, body: string, token?: string): Promise<Round> {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function post<T>(url: string, body: string, token?: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  const answer = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!answer.data || answer.errors) throw new Error(`bench setup: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A student of the app at `url`, enrolled in its first free course: answers their token. */
async function signedInStudent(url: string): Promise<string> {
  const registered = await post<{ register: { token: string | null } }>(
    url,
    JSON.stringify({
      query: 'mutation($input: RegisterInput!) { register(input: $input) { token } }',
      variables: { input: { name: 'Bench Student', email: 'bench.student@example.com', password: 'Bench-Student-2026!', confirmPassword: 'Bench-Student-2026!', agreeToTerms: true } },
    }),
  );
  const token = registered.register.token;
  if (!token) throw new Error('bench setup: the student was not signed in');
  const catalog = await post<{ courses: { items: { id: string; price: number }[] } }>(url, CATALOG, token);
  const free = catalog.courses.items.find((course) => course.price === 0) ?? catalog.courses.items[0];
  if (free) await post(url, JSON.stringify({ query: 'mutation($id: ID!) { enrollInCourse(courseId: $id) { id } }', variables: { id: free.id } }), token);
  return token;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

/** The catalog floor answers the same page as the app: the same courses in the same order, the same enrollment. */
function sameCatalog(app: unknown, floor: unknown): void {
  type Catalog = { total: number; items: { id: string; myEnrollment: { id: string } | null }[] };
  const shape = (c: unknown) => {
    const { total, items } = c as Catalog;
    return JSON.stringify({ total, items: items.map((item) => [item.id, item.myEnrollment?.id ?? null]) });
  };
  if (shape(app) !== shape(floor)) throw new Error(`bench setup: the catalog floor answers ${shape(floor)}, the app ${shape(app)}`);
}

const floorNote = (row: { rps: number; '× bare': number } | undefined) => (row ? `; stack floor reading the store: ${row['× bare']}× (${row.rps} rps)` : '');

type Target = { name: string; query: 'services' | 'catalog'; url: string; token?: string; goal: number | null; reference?: boolean };

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
    const token = await signedInStudent(cached.url);
    // The bare server answers exactly what the app answers.
    const services = (await post<{ services: unknown }>(uncached.url, SERVICES)).services;
    const courses = (await post<{ courses: unknown }>(cached.url, CATALOG, token)).courses;
    const answersFile = join(tmpdir(), `bare-apollo-answers-${process.pid}.json`);
    writeFileSync(answersFile, JSON.stringify({ services, courses }));
    const bare = await serve('bare-apollo.server.ts', { BARE_ANSWERS: answersFile });
    children.push(bare.child);
    const floor = await serve('floor-database.server.ts', { MONGODB_URI: database('graphql_bench_uncached') });
    children.push(floor.child);
    // The catalog's floor reads the database where the student signed in and enrolled.
    const catalogFloor = await serve('floor-database.server.ts', { MONGODB_URI: database('graphql_bench_cached') });
    children.push(catalogFloor.child);
    sameCatalog(courses, (await post<{ courses: unknown }>(catalogFloor.url, CATALOG, token)).courses);

    const targets: Target[] = [
      { name: 'bare Apollo Server 5, from memory', query: 'services', url: bare.url, goal: null, reference: true },
      { name: 'our server, Cache Enabled on (default)', query: 'services', url: cached.url, goal: CACHED_GOAL },
      { name: 'our server, Cache Enabled off', query: 'services', url: uncached.url, goal: UNCACHED_GOAL },
      { name: 'stack floor: bare Apollo + mongoose reading the store', query: 'services', url: floor.url, goal: null },
      { name: 'bare Apollo Server 5, from memory', query: 'catalog', url: bare.url, goal: null, reference: true },
      { name: 'our server, a signed-in student', query: 'catalog', url: cached.url, token, goal: UNCACHED_GOAL },
      { name: "stack floor: bare Apollo + mongoose, the catalog's five reads", query: 'catalog', url: catalogFloor.url, token, goal: null },
    ];
    const bodyOf = (target: Target) => (target.query === 'services' ? SERVICES : CATALOG);
    for (const target of targets) await round(target.url, bodyOf(target), target.token); // warm-up: JIT, connections, the first cache fill
    const results: Round[][] = targets.map(() => []);
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const [i, target] of targets.entries()) results[i]?.push(await round(target.url, bodyOf(target), target.token));
    }
    const rpsOf = (i: number) => median((results[i] ?? []).map((x) => x.rps));
    const referenceOf = (query: Target['query']) => rpsOf(targets.findIndex((t) => t.reference && t.query === query));
    const rows = targets.map((target, i) => {
      const rps = rpsOf(i);
      const ratio = rps / referenceOf(target.query);
      return {
        query: target.query === 'services' ? 'public services' : "student's catalog",
        server: target.name,
        rps: Math.round(rps),
        'p99 ms': median((results[i] ?? []).map((x) => x.p99)),
        errors: (results[i] ?? []).reduce((n, x) => n + x.errors, 0),
        '× bare': Number(ratio.toFixed(2)),
        goal: target.goal === null ? '' : `≥ ${target.goal}×`,
        met: target.goal === null ? '' : ratio >= target.goal ? 'met' : 'NOT MET',
      };
    });
    console.log(`${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${SECONDS} s`);
    console.table(rows);
    const floorOf = (query: Target['query']) =>
      rows.find((_row, i) => {
        const target = targets[i];
        return target !== undefined && target.goal === null && !target.reference && target.query === query;
      });
    await recordBenchRows(
      rows.flatMap((row, i) => {
        const target = targets[i];
        if (!target || target.goal === null) return [];
        return [
          {
            area: 'GraphQL',
            figure: `${row.query} rps, ${row.server.replace('our server, ', '')}`,
            value: `${row['× bare']}× (${row.rps} rps, p99 ${row['p99 ms']} ms)`,
            goal: `≥ ${target.goal}× bare`,
            reference: `bare Apollo Server 5 from memory: ${Math.round(referenceOf(target.query))} rps${target.goal === UNCACHED_GOAL ? floorNote(floorOf(target.query)) : ''}`,
            met: row.met === 'met',
          },
        ];
      }),
    );
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
  }
}

await main();
