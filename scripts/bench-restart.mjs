#!/usr/bin/env node
/**
 * `npm run bench:restart`: zero-downtime restarts, measured. The cluster (nginx and three app
 * processes on the embedded store, as `npm run cluster`) serves steady traffic, reads (the public
 * services query, a REST list) and writes (an administrator adding job postings, each with a title of
 * its own; jobs have no count limit, unlike offices), while its app processes are restarted one after another ROLLING_RESTARTS times (default 3),
 * as `npm run cluster:restart` does. Counts every request that failed (a network error or an answer
 * that is not the expected 200/201), and checks each acknowledged write afterwards: present once
 * (neither lost nor replayed). A run that measured nothing (no requests during restarts, or fewer
 * restarts than asked) fails. Needs nginx and the built product (built first when stale).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { generate } from 'otplib';
import { ensureBuilt, root } from './ensure-built.mjs';
import { recordBenchRows } from './bench-results.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3395);
const RESTARTS = Number(process.env.ROLLING_RESTARTS ?? 3);
const READERS = Number(process.env.BENCH_READERS ?? 6);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 2);
const ADMIN = { email: 'restart-admin@example.com', password: 'Restart-Admin-Passw0rd!', totp: 'JBSWY3DPEHPK3PXPE2ERESTARTTOTP23' };
const dataDir = join(tmpdir(), `bench-restart-${process.pid}`);
const base = `http://127.0.0.1:${PORT}`;

const SERVICES = JSON.stringify({ operationName: 'PublicServices', query: 'query PublicServices { services { total items { id title } } }' });
const CREATE = 'mutation CreateJob($input: JobInput!) { createJob(input: $input) { id title } }';
const TITLE_PREFIX = 'Restart job';
const JOBS_PAGE = 'query BenchJobs($filter: JobFilter, $page: PageInput) { jobs(filter: $filter, page: $page) { total items { title } } }';

async function startCluster() {
  const child = spawn(process.execPath, [join(root, 'scripts/cluster.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      APP_PROCESSES: '3',
      DATA_DIR: dataDir,
      CLUSTER_SKIP_BUILD: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totp,
      SEED_SAMPLE_DATA: 'true',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '10000000',
      API_RATE_LIMIT_STAFF_PER_MINUTE: '10000000',
    },
  });
  const lines = createInterface({ input: child.stdout });
  const restartsDone = [];
  let ready;
  const started = new Promise((resolve) => (ready = resolve));
  lines.on('line', (line) => {
    if (/^cluster: serving /.test(line)) ready();
    if (/^cluster: (restarted|rolling restart)/.test(line)) console.log(line);
    if (/^cluster: rolling restart \d+ done$/.test(line)) restartsDone.shift()?.resolve();
  });
  // A rolling restart that fails (a process that never became ready) ends the bench, counted as not met.
  createInterface({ input: child.stderr }).on('line', (line) => {
    process.stderr.write(`${line}\n`);
    const failed = /^cluster: the rolling restart failed: (.*)$/.exec(line);
    if (failed) restartsDone.shift()?.reject(new Error(`rolling restart failed: ${failed[1]}`));
  });
  child.once('exit', (code) => {
    for (const waiting of restartsDone.splice(0)) waiting.reject(new Error(`the cluster stopped (exit ${code})`));
  });
  await started;
  const stateFile = join(dataDir, 'cluster.json');
  return {
    child,
    /** One rolling restart, as `npm run cluster:restart` asks for it; resolves when it is done. */
    restart: () =>
      new Promise((resolve, reject) => {
        restartsDone.push({ resolve, reject });
        process.kill(JSON.parse(readFileSync(stateFile, 'utf8')).pid, 'SIGUSR2');
      }),
  };
}

async function gql(body, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function adminToken() {
  const first = await gql({ query: 'mutation($input: LoginInput!) { login(input: $input) { twoFactor { ticket } } }', variables: { input: { email: ADMIN.email, password: ADMIN.password } } });
  const ticket = first.body.data?.login?.twoFactor?.ticket;
  if (!ticket) throw new Error(`admin sign-in: ${JSON.stringify(first.body)}`);
  const second = await gql({ query: 'mutation($input: TwoFactorCodeInput!) { verifyTwoFactor(input: $input) { token } }', variables: { input: { ticket, code: await generate({ secret: ADMIN.totp }) } } });
  const token = second.body.data?.verifyTwoFactor?.token;
  if (!token) throw new Error(`admin second factor: ${JSON.stringify(second.body)}`);
  return token;
}

/** Steady traffic until `until()` says stop; every request counted, every failure kept. */
function drive(token, until) {
  const counts = { reads: 0, writes: 0, failed: 0 };
  const failures = [];
  const acknowledged = [];
  const attempt = async (kind, run) => {
    try {
      const problem = await run();
      counts[kind] += 1;
      if (problem) {
        counts.failed += 1;
        failures.push(problem);
      }
    } catch (err) {
      counts[kind] += 1;
      counts.failed += 1;
      failures.push(`${kind}: ${err instanceof Error ? `${err.message} ${err.cause?.code ?? ''}` : String(err)}`);
    }
  };
  const reader = async (n) => {
    for (let i = 0; !until(); i += 1) {
      if ((i + n) % 2 === 0) {
        await attempt('reads', async () => {
          const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: SERVICES });
          const body = await res.json();
          return res.status === 200 && body.data?.services ? null : `read: ${res.status} ${JSON.stringify(body).slice(0, 200)}`;
        });
      } else {
        await attempt('reads', async () => {
          const res = await fetch(`${base}/api/faqs`);
          await res.arrayBuffer();
          return res.status === 200 ? null : `REST read: ${res.status}`;
        });
      }
    }
  };
  const writer = async (n) => {
    for (let i = 0; !until(); i += 1) {
      const name = `${TITLE_PREFIX} ${n}-${i}-${randomBytes(4).toString('hex')}`;
      await attempt('writes', async () => {
        const input = { title: name, company: 'Bench Ltd', location: 'Lisbon', description: 'A posting written while the app processes restart.', status: 'draft' };
        const { status, body } = await gql({ query: CREATE, variables: { input } }, token);
        if (status === 200 && body.data?.createJob?.title === name) {
          acknowledged.push(name);
          return null;
        }
        return `write: ${status} ${JSON.stringify(body).slice(0, 200)}`;
      });
    }
  };
  const done = Promise.all([...Array.from({ length: READERS }, (_, n) => reader(n)), ...Array.from({ length: WRITERS }, (_, n) => writer(n))]);
  return { done, counts, failures, acknowledged };
}

if (process.env.CLUSTER_SKIP_BUILD !== '1') ensureBuilt();
const cluster = await startCluster();
let exitCode = 0;
try {
  const token = await adminToken();
  let restartsFinished = 0;
  let stop = false;
  const traffic = drive(token, () => stop);
  const started = Date.now();
  // Some traffic before the first restart, and between restarts.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (let r = 0; r < RESTARTS; r += 1) {
    try {
      await cluster.restart();
    } catch (err) {
      console.error(`bench:restart: ${err instanceof Error ? err.message : String(err)}`);
      break;
    }
    restartsFinished += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop = true;
  await traffic.done;
  const seconds = (Date.now() - started) / 1000;

  // Every acknowledged write, once.
  const stored = new Map();
  for (let page = 1; ; page += 1) {
    const { body } = await gql({ query: JOBS_PAGE, variables: { filter: { search: TITLE_PREFIX, status: 'draft' }, page: { page, pageSize: 100 } } }, token);
    const items = body.data?.jobs?.items ?? [];
    for (const job of items) stored.set(job.title, (stored.get(job.title) ?? 0) + 1);
    if (items.length < 100) break;
  }
  const lost = traffic.acknowledged.filter((name) => !stored.has(name)).length;
  const duplicated = traffic.acknowledged.filter((name) => (stored.get(name) ?? 0) > 1).length;
  const { reads, writes, failed } = traffic.counts;
  const requests = reads + writes;
  const measured = restartsFinished >= RESTARTS && reads > 0 && writes > 0;

  console.table([{ restarts: restartsFinished, seconds: Number(seconds.toFixed(1)), reads, writes, 'failed requests': failed, 'writes acknowledged': traffic.acknowledged.length, lost, duplicated }]);
  if (traffic.failures.length) console.log(`first failures:\n  ${traffic.failures.slice(0, 10).join('\n  ')}`);
  const ok = measured && failed === 0 && lost === 0 && duplicated === 0;
  recordBenchRows([
    {
      area: 'zero downtime',
      figure: `failed requests through nginx during ${restartsFinished} rolling restarts of 3 app processes`,
      value: `${failed} of ${requests} (${reads} reads, ${writes} writes in ${seconds.toFixed(0)} s)`,
      goal: '0, with ≥ 3 restarts',
      reference: '',
      met: measured && failed === 0,
    },
    {
      area: 'zero downtime',
      figure: 'acknowledged writes lost or stored twice',
      value: `${lost} lost, ${duplicated} twice, of ${traffic.acknowledged.length}`,
      goal: '0',
      reference: '',
      met: measured && lost === 0 && duplicated === 0,
    },
  ]);
  if (!measured) console.error('bench:restart measured nothing: no traffic or too few restarts');
  if (!ok) exitCode = 1;
} finally {
  const exited = new Promise((resolve) => cluster.child.once('exit', resolve));
  cluster.child.kill('SIGTERM');
  await exited;
}
process.exit(exitCode);
