#!/usr/bin/env node
/**
 * `npm run bench:startup`: how long a restart takes on the embedded store, from spawning the
 * server as `npm start` runs it (built, with the tracing hook) on an existing data directory to
 * /readyz answering 200. A first start creates the data directory with the sample content; then
 * STARTUP_ROUNDS restarts (default 5) are timed at that size, 100,000 users are added (the size of
 * the other benches), and as many restarts are timed again. Prints the median and every round, and
 * the start-up steps the server logged in its last restart at each size (where the time goes).
 *
 * BENCH_STARTUP_BASELINE=<a server directory with dist/ built from another commit> measures that
 * build too, round for round alternately with this one, each on a data directory of its own, so a
 * before/after comparison shares the machine's load. A run that timed no restart fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './ensure-built.mjs';
import { recordBenchRows } from './bench-results.mjs';

const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 5);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3397);
const GOAL_MS = 3000;
/** Past this a start counts as failed (and the round as not measured). */
const GIVE_UP_MS = 180_000;

const ours = { name: 'this build', serverDir: join(root, 'server') };
const baselineDir = process.env.BENCH_STARTUP_BASELINE;
const variants = baselineDir ? [{ name: 'baseline', serverDir: resolve(baselineDir) }, ours] : [ours];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Starts one server on `dataDir` and answers when /readyz says 200: the time it took, the start-up
 * lines it logged, and `stop` (SIGTERM, then waits for the exit).
 */
async function start(variant, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', '--import', join(variant.serverDir, 'dist/tracing.js'), join(variant.serverDir, 'dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_SAMPLE_DATA: 'true', LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
  });
  const steps = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    try {
      const entry = JSON.parse(line);
      if (typeof entry.msg === 'string' && entry.msg.startsWith('start-up: ')) steps.push({ step: entry.msg.slice('start-up: '.length), ms: entry.ms });
    } catch {
      // not a log line
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ready = false;
  while (!ready && child.exitCode === null && performance.now() - started < GIVE_UP_MS) {
    try {
      ready = (await fetch(`http://127.0.0.1:${PORT}/readyz`)).status === 200;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  return {
    ms: ready ? ms : null,
    cpuMs: ready ? cpuMsOf(child.pid) : null,
    steps,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The processor time a process has used so far (user and system, all its threads), from Linux's
 * /proc: less sensitive to the machine's load than the wall-clock time; null elsewhere.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return null;
  }
}

/** 100,000 users written straight into the running server's store (as a bulk load would), with their search words. */
async function addUsers(variant, dataDir) {
  const { MongoClient, ObjectId } = await import('mongodb');
  const { searchWordsOf } = await import(pathToFileURL(join(variant.serverDir, 'dist/modules/search/search-words.js')).href);
  const client = await MongoClient.connect(readFileSync(join(dataDir, 'store-uri'), 'utf8').trim());
  try {
    const users = client.db('ai_solutions').collection('users');
    const now = Date.now();
    for (let from = 0; from < USERS; from += 5000) {
      const docs = [];
      for (let i = from; i < Math.min(USERS, from + 5000); i += 1) {
        const name = `Bench Person ${i}`;
        const email = `person${i}@restart.example`;
        docs.push({ _id: new ObjectId(), name, email, searchWords: searchWordsOf([name, email]), role: i % 3 ? 'student' : 'applicant', status: 'active', tokenVersion: 0, createdAt: new Date(now - i * 60_000), updatedAt: new Date(now) });
      }
      await users.insertMany(docs);
    }
  } finally {
    await client.close();
  }
}

/** ROUNDS restarts of every variant, alternately; answers the times per variant and each one's last steps. */
async function restarts(dirs) {
  const times = new Map(variants.map((v) => [v.name, []]));
  const cpu = new Map(variants.map((v) => [v.name, []]));
  const lastSteps = new Map();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of variants) {
      const server = await start(variant, dirs.get(variant.name));
      await server.stop();
      if (server.ms !== null) times.get(variant.name).push(server.ms);
      if (server.cpuMs !== null) cpu.get(variant.name).push(server.cpuMs);
      lastSteps.set(variant.name, server.steps);
    }
  }
  return { times, cpu, lastSteps };
}

ensureBuilt();
const dirs = new Map(variants.map((v) => [v.name, mkdtempSync(join(tmpdir(), 'bench-startup-'))]));
let exitCode = 0;
try {
  console.log(`load before: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  const firstStarts = new Map();
  for (const variant of variants) {
    const server = await start(variant, dirs.get(variant.name));
    await server.stop();
    firstStarts.set(variant.name, server.ms);
  }
  const sample = await restarts(dirs);

  for (const variant of variants) {
    const server = await start(variant, dirs.get(variant.name));
    if (server.ms !== null) {
      const t0 = performance.now();
      await addUsers(variant, dirs.get(variant.name));
      console.log(`${variant.name}: ${USERS} users added in ${seconds(performance.now() - t0)}`);
    }
    await server.stop();
  }
  const large = await restarts(dirs);
  console.log(`load after: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);

  const rows = [];
  for (const variant of variants) {
    for (const [size, result] of [['sample data', sample], [`${USERS.toLocaleString('en')} users`, large]]) {
      const times = result.times.get(variant.name);
      rows.push({ build: variant.name, size, 'first start': size === 'sample data' ? seconds(firstStarts.get(variant.name) ?? NaN) : '', 'restart median': seconds(median(times)), 'processor time median': seconds(median(result.cpu.get(variant.name))), rounds: times.map(seconds).join(', ') });
    }
  }
  console.table(rows);
  for (const variant of variants) {
    for (const [size, result] of [['sample data', sample], [`${USERS} users`, large]]) {
      // A build from before the start-up lines logs none.
      if (!result.lastSteps.get(variant.name)?.length) continue;
      console.log(`\n${variant.name}, last restart at ${size}: start-up steps as logged`);
      console.table(result.lastSteps.get(variant.name) ?? []);
    }
  }

  const ourSample = sample.times.get(ours.name);
  const ourLarge = large.times.get(ours.name);
  const measured = ourSample.length === ROUNDS && ourLarge.length === ROUNDS && ROUNDS > 0;
  const load = loadavg()[0].toFixed(1);
  const reference = (result) => (baselineDir ? `baseline ${seconds(median(result.times.get('baseline')))}` : '');
  recordBenchRows([
    {
      area: 'start-up',
      figure: 'restart on the embedded store, spawn to /readyz 200, sample data (median)',
      value: measured ? `${seconds(median(ourSample))} (processor ${seconds(median(sample.cpu.get(ours.name)))}; ${ROUNDS} rounds, load ${load})` : 'not measured',
      goal: `≤ ${seconds(GOAL_MS)}`,
      reference: reference(sample),
      met: measured && median(ourSample) <= GOAL_MS,
    },
    {
      area: 'start-up',
      figure: `the same with ${USERS.toLocaleString('en')} users`,
      value: measured ? `${seconds(median(ourLarge))} (processor ${seconds(median(large.cpu.get(ours.name)))}; ${ROUNDS} rounds, load ${load})` : 'not measured',
      // The restart goal is at sample size; at this size the figure is stated, as the goal asks.
      goal: 'stated (the goal is at sample size)',
      reference: reference(large),
      met: measured ? null : false,
    },
  ]);
  if (!measured) {
    console.error('bench:startup measured nothing: a start did not become ready');
    exitCode = 1;
  }
} finally {
  for (const dir of dirs.values()) rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
