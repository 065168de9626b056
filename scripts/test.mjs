#!/usr/bin/env node
/**
 * `npm test`: every test, in stages, each stage's time printed. A stage's steps run side by side
 * when each uses one core (tsc, eslint and a server build are single-threaded, so two of them fill a
 * 2-core machine); the test suites that spread over the cores themselves run alone. The first stage
 * that fails stops the run, after its other steps finish, with their output.
 *
 * Output: a step running alone streams as it goes; steps running side by side print each its whole
 * output when it ends, under a header, so that their lines are never interleaved.
 *
 * TEST_FROM=<step name> starts at that step (after a fix, to skip what already passed; the steps
 * before it must have run, since later ones use what earlier ones built). TEST_ONLY=<name,name> runs
 * only those steps.
 */
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { root } from './ensure-built.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Steps that use one core each run this many at a time. */
const SIDE_BY_SIDE = Math.max(1, Math.min(2, cpus().length));
/** The single-process run's port; the cluster's nginx takes the port 100 above (its app processes the next ones). */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3101);

/** [name, npm arguments]; a stage is a list of steps that may run side by side. */
const STAGES = [
  [['codegen', ['run', 'codegen']]],
  // Everything that needs only the generated code, longest first so that the two slots end
  // together: the linter (type-checked rules, the longest step) in two halves that each build only
  // their own workspaces' programs, the builds (codegen ran above: the two sides build without
  // running it again), the type checks and the catalogs' check.
  [
    ['lint server', ['exec', '--', 'eslint', 'eslint.config.js', 'scripts', 'server', 'packages']],
    ['lint client', ['exec', '--', 'eslint', 'client', 'e2e']],
    ['build client', ['run', 'build', '-w', 'client']],
    ['build server', ['run', 'build', '-w', 'server']],
    ['typecheck server', ['run', 'typecheck', '-w', 'server']],
    ['typecheck client', ['run', 'typecheck', '-w', 'client']],
    ['typecheck store', ['run', 'typecheck', '-w', '@ai-solutions/embedded-mongo']],
    ['typecheck common', ['run', 'typecheck', '-w', '@ai-solutions/common']],
    ['i18n check', ['run', 'i18n:check']],
  ],
  [['tests common', ['run', 'test', '-w', '@ai-solutions/common']]],
  [['tests store', ['run', 'test', '-w', '@ai-solutions/embedded-mongo']]],
  [['tests server', ['run', 'test', '-w', 'server']]],
  [['tests client', ['run', 'test', '-w', 'client']]],
  [['budgets', ['run', 'budgets', '-w', 'client']]],
  // One after the other: side by side, the cluster's five processes and two browsers starve a
  // 2-core machine (load 10+), and pages then miss the journeys' 10 s waits.
  // Each journey once: the single-process run leaves to the cluster run the journeys it repeats
  // (e2e/playwright.config.ts, E2E_LEAVE_TO_CLUSTER).
  [['e2e', ['run', 'test', '-w', 'e2e'], { E2E_PORT: String(E2E_PORT), E2E_LEAVE_TO_CLUSTER: '1' }]],
  [['e2e cluster', ['run', 'test:cluster', '-w', 'e2e'], { E2E_PORT: String(E2E_PORT + 100) }]],
];
/** Long steps that run side by side stream their lines, each prefixed with its step's name. */
const PREFIXED = new Set(['e2e', 'e2e cluster']);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function runStep([name, args, env = {}], streaming) {
  const started = Date.now();
  const prefixed = !streaming && PREFIXED.has(name);
  return new Promise((resolve) => {
    const child = spawn(npm, args, { cwd: root, stdio: streaming ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const chunks = [];
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
      }
    } else if (!streaming) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      const ok = code === 0;
      if (!streaming && !prefixed) {
        console.log(`\n── ${name} ${'─'.repeat(Math.max(0, 70 - name.length))}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`${ok ? '✓' : '✗'} ${name}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(ms)}`);
      resolve({ name, ok, ms });
    });
  });
}

/** Runs a stage's steps, at most SIDE_BY_SIDE at a time. */
async function runStage(steps) {
  const streaming = steps.length === 1 || SIDE_BY_SIDE === 1;
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const step = steps[next++];
      results.push(await runStep(step, streaming));
    }
  };
  await Promise.all(Array.from({ length: streaming ? 1 : SIDE_BY_SIDE }, worker));
  return results;
}

function selectedStages() {
  const only = process.env.TEST_ONLY?.split(',').map((name) => name.trim());
  const from = process.env.TEST_FROM?.trim();
  const names = STAGES.flat().map(([name]) => name);
  for (const name of [...(only ?? []), ...(from ? [from] : [])]) {
    if (!names.includes(name)) {
      console.error(`No test step is called "${name}". Steps: ${names.join(', ')}`);
      process.exit(2);
    }
  }
  let started = !from;
  return STAGES.map((stage) =>
    stage.filter(([name]) => {
      if (name === from) started = true;
      return started && (!only || only.includes(name));
    }),
  ).filter((stage) => stage.length > 0);
}

const runStarted = Date.now();
const times = [];
for (const stage of selectedStages()) {
  const stageStarted = Date.now();
  const results = await runStage(stage);
  times.push({ names: stage.map(([name]) => name).join(' + '), ms: Date.now() - stageStarted });
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.log(`\nnpm test failed at: ${failed.map((result) => result.name).join(', ')} (after ${seconds(Date.now() - runStarted)})`);
    process.exit(1);
  }
}
console.log('\nEvery test passed. Time per stage:');
for (const { names, ms } of times) console.log(`  ${seconds(ms).padStart(8)}  ${names}`);
console.log(`  ${seconds(Date.now() - runStarted).padStart(8)}  in all`);
