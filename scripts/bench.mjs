#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark of the product, one after another, then ONE table of what they
 * measured: each figure, its goal, the reference it is compared with in the same run (a bare
 * Apollo Server, the store on the web server's thread, one app process, the other formats...) and
 * met / not met. Each bench prints its own detail as it goes and adds its rows to the closing
 * table through the file named by BENCH_RESULTS (server/bench/support.ts `recordBenchRows`).
 * BENCH_ONLY=graphql,web runs only the benches whose names contain one of those words; it only
 * selects benches and never reaches them, so it cannot change what a bench measures. A bench that
 * exits with an error, or that recorded no row, has failed: measuring nothing is not a pass. Not a
 * test: the figures depend on the machine's load, so run it on a quiet machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCHES = [
  { name: 'weight', title: 'bundle weight (client budgets)', args: ['run', 'budgets', '-w', 'client'], needsBuild: true },
  { name: 'graphql', title: 'GraphQL against a bare Apollo Server', args: ['run', 'bench:graphql', '-w', 'server'] },
  { name: 'interference', title: 'a guest while admin lists run', args: ['run', 'bench:interference', '-w', 'server'] },
  { name: 'search', title: 'admin search and lists at 100,000 users', args: ['run', 'bench:search', '-w', 'server'] },
  { name: 'insights', title: 'dashboard, analytics, activity and admin lists at scale', args: ['run', 'bench:insights', '-w', 'server'] },
  { name: 'learning', title: 'opening a lesson and submitting a quiz at 200,000 enrollments', args: ['run', 'bench:learning', '-w', 'server'] },
  { name: 'workflow', title: 'a bulk action over 10,000 jobs and a history of 500 versions', args: ['run', 'bench:workflow', '-w', 'server'] },
  { name: 'cache', title: 'public-read cache', args: ['run', 'bench:cache', '-w', 'server'] },
  { name: 'export', title: 'exports at 100,000 rows', args: ['run', 'bench:export', '-w', 'server'] },
  { name: 'store', title: 'embedded store', args: ['run', 'bench:store', '-w', '@ai-solutions/embedded-mongo'] },
  { name: 'cluster', title: 'one app process against three', args: ['run', 'bench:cluster'] },
  { name: 'restart', title: 'rolling restarts under load, through nginx', args: ['run', 'bench:restart'] },
  { name: 'startup', title: 'one process restarting on the embedded store', args: ['run', 'bench:startup'] },
  { name: 'web', title: 'Lighthouse on the public pages', args: ['run', 'bench:web'] },
];

const only = (process.env.BENCH_ONLY ?? '').split(',').map((w) => w.trim()).filter(Boolean);
const selected = BENCHES.filter((b) => only.length === 0 || only.some((w) => b.name.includes(w)));
const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
const results = join(dir, 'rows.jsonl');

function rowCount() {
  try {
    return readFileSync(results, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}

function run(args, env) {
  const { BENCH_ONLY: _selection, ...inherited } = process.env;
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit', env: { ...inherited, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const failed = [];
const started = Date.now();
if (selected.some((b) => b.needsBuild)) {
  const { ensureBuilt } = await import('./ensure-built.mjs');
  await ensureBuilt();
}
for (const bench of selected) {
  console.log(`\n━━ ${bench.title} (${bench.name}) ━━`);
  const before = rowCount();
  const code = await run(bench.args, { BENCH_RESULTS: results });
  if (code !== 0) failed.push(bench.name);
  else if (rowCount() === before) {
    console.log(`bench ${bench.name} recorded no figure: counted as failed`);
    failed.push(`${bench.name} (no figure)`);
  }
}

let rows = [];
try {
  rows = readFileSync(results, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
} catch {
  // no bench recorded a row
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n━━ npm run bench: ${rows.length} figures in ${Math.round((Date.now() - started) / 1000)} s ━━`);
console.table(rows.map((r) => ({ area: r.area, figure: r.figure, value: r.value, goal: r.goal, reference: r.reference, met: r.met === null ? '' : r.met ? 'met' : 'NOT MET' })));
const notMet = rows.filter((r) => r.met === false).length;
console.log(`${rows.filter((r) => r.met === true).length} met, ${notMet} not met${failed.length ? `; benches that failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
