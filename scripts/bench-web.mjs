#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse on the public pages of the production build, served by
 * the real server on a fresh embedded store with the sample content, in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Mobile (Lighthouse's default: a mid-range phone on a
 * slow 4G link) and desktop; BENCH_ROUNDS rounds (default 3), the median of each figure. Prints one
 * table: Performance, LCP, TBT, CLS, Accessibility and SEO per page and form factor, with the goals
 * and met / not met, and records two rows per page for `npm run bench`: the speed figures, and the
 * SEO and Accessibility categories (what search engines and assistive technology meet, which does
 * not depend on the machine's load). Builds what is missing first, like npm start. Not a test: the
 * speed scores depend on the machine's load, so run it on a quiet machine.
 *
 * To look closer: BENCH_PAGES=/courses,/contact (only those pages; `{id}` for the detail pages),
 * BENCH_FORM=mobile (one form factor), BENCH_LONG_TASKS=1 (each audit's long tasks, script bootup
 * and main-thread work, where the blocking time goes).
 *
 * Calibrated: the run first measures this host's Lighthouse benchmarkIndex and sets the mobile CPU
 * slowdown from it (cpuSlowdownFor), so that a mobile score means the same mid-range phone here and
 * on a faster machine; BENCH_CPU_SLOWDOWN=4 fixes it instead. Each page's blocking time is also
 * printed as a multiple of the floor's in the same run.
 *
 * The reference, audited in the same run: the stack floor (client/build/stack-floor.ts), a page with
 * only the stack's libraries and one heading, served beside the product the way the product serves
 * its files: what the stack alone scores on this machine, in this run. BENCH_FLOOR=0 leaves it out.
 *
 * Before and after: BENCH_COMPARE=/path/to/another/checkout (installed and built, e.g. a git worktree
 * of an earlier commit) serves that checkout's build beside this one, on its own fresh store, and
 * audits each page on both in alternating rounds, so that a change's cost is read side by side in
 * one run; its rows are marked "(compare)".
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import { ensureBuilt, root } from './ensure-built.mjs';
import { recordBenchRows } from './bench-results.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3392);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR_BASE = `http://127.0.0.1:${PORT + 1}`;
const FLOOR_PAGE = 'stack floor (reference)';
const GOALS = {
  mobile: { performance: 95, lcpMs: 2500, cls: 0.05, accessibility: 98, seo: 100 },
  desktop: { performance: 100, lcpMs: 2500, cls: 0.05, accessibility: 98, seo: 100 },
};

async function startServer(dataDir, { checkout = root, port = PORT } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(checkout, 'server/dist/main.js')], {
    cwd: checkout,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'bench-web-admin@example.com',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url') + 'a1!A',
      SEED_SAMPLE_DATA: 'true',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within a minute');
}

async function firstId(path, base = BASE) {
  const body = await (await fetch(`${base}/api/${path}?pageSize=1`)).json();
  const id = body?.data?.[0]?.id;
  if (!id) throw new Error(`no ${path} in the sample content`);
  return id;
}

/**
 * Builds the stack floor page and serves it on PORT + 1: its files brotli-compressed and preloaded, as
 * the product sends its own; /graphql answers its one query (a guest's `me`) from memory.
 */
async function startFloor(dir) {
  const built = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'build/stack-floor.ts', '--out', dir], {
    cwd: join(root, 'client'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the stack floor page did not build (client/build/stack-floor.ts)');
  const compressed = new Map();
  const send = (file) => {
    if (!compressed.has(file)) compressed.set(file, brotliCompressSync(readFileSync(file)));
    return compressed.get(file);
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', FLOOR_BASE).pathname;
    if (path === '/graphql') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { me: null } }));
      return;
    }
    const file = path.startsWith('/assets/') ? join(dir, 'assets', basename(path)) : join(dir, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'br' }).end(send(file));
  });
  await new Promise((resolve) => server.listen(PORT + 1, '127.0.0.1', resolve));
  return server;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lighthouse's CPU slowdown that makes this host a mid-range phone, from its benchmarkIndex: the
 * calibration Lighthouse's throttling documentation (docs/throttling.md, "calibrating the CPU
 * slowdown") points to, the formula of its CPU throttling calculator. The default 4× is right for a
 * host of index ~1,500; on a slower host it simulates a slower phone than Lighthouse means, and on a
 * faster one a faster phone, so that scores from two machines could not be compared.
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The Lighthouse configuration of a form factor: mobile with the calibrated CPU slowdown; desktop as Lighthouse's desktop preset (no CPU slowdown). */
function configFor(formFactor, cpuSlowdown) {
  if (formFactor === 'desktop') return desktopConfig;
  return { extends: 'lighthouse:default', settings: { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } };
}

async function audit(chrome, url, formFactor, config) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] };
  let result = await lighthouse(url, flags, config);
  // A trace Chrome recorded without its start (NO_NAVSTART, seen on a busy machine): Lighthouse asks
  // to run it again, so it is, twice at most.
  for (let retry = 0; retry < 2 && result.lhr.runtimeError?.code === 'NO_NAVSTART'; retry += 1) {
    result = await lighthouse(url, flags, config);
  }
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  // A page Lighthouse could not load, or a metric it could not compute, is said, not printed as a score.
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url} (${formFactor}): ${runtimeError.code} ${runtimeError.message}`);
  for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    if (typeof audits[id]?.numericValue !== 'number') throw new Error(`Lighthouse computed no ${id} for ${url} (${formFactor}): ${audits[id]?.errorMessage ?? runWarnings.join('; ')}`);
  }
  if (process.env.BENCH_LONG_TASKS) printLongTasks(url, formFactor, audits);
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    seo: Math.round((categories.seo.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** This host's benchmarkIndex: the median of three Lighthouse runs on the floor page (or the first page without it). */
async function calibrate(chrome, url) {
  const indexes = [];
  for (let round = 0; round < 3; round += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
    indexes.push(result.lhr.environment.benchmarkIndex);
  }
  return median(indexes);
}

/** BENCH_LONG_TASKS=1: where a page's blocking time goes (Lighthouse's long tasks and script bootup, as simulated). */
function printLongTasks(url, formFactor, audits) {
  const short = (address) => String(address ?? '').replace(BASE, '');
  console.log(`\n${url} (${formFactor}): TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`);
  console.table((audits['long-tasks']?.details?.items ?? []).map((task) => ({ url: short(task.url), start: Math.round(task.startTime), duration: Math.round(task.duration) })));
  console.table(
    (audits['bootup-time']?.details?.items ?? []).map((item) => ({ url: short(item.url), total: Math.round(item.total), scripting: Math.round(item.scripting), parse: Math.round(item.scriptParseCompile) })),
  );
  console.table((audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({ group: item.groupLabel ?? item.group, ms: Math.round(item.duration) })));
}

/** A page as the table names it: a detail page's sample id as `{id}`. */
const pageLabel = (page) => page.replace(/[0-9a-f]{24}/, '{id}');

async function main() {
  // BENCH_FORM=mobile or desktop: one form factor only.
  const formFactors = process.env.BENCH_FORM ? [process.env.BENCH_FORM] : Object.keys(GOALS);
  for (const form of formFactors) if (!GOALS[form]) throw new Error(`BENCH_FORM is ${form}; it can be ${Object.keys(GOALS).join(' or ')}`);
  ensureBuilt();
  const dataDir = join(tmpdir(), `bench-web-${process.pid}`);
  const floorDir = join(tmpdir(), `bench-web-floor-${process.pid}`);
  const withFloor = process.env.BENCH_FLOOR !== '0';
  const floorServer = withFloor ? await startFloor(floorDir) : null;
  // A product server that does not start must not leave the floor's server holding the process open.
  const server = await startServer(dataDir).catch((error) => {
    floorServer?.close();
    rmSync(floorDir, { recursive: true, force: true });
    throw error;
  });
  const compareCheckout = process.env.BENCH_COMPARE;
  const compareDataDir = join(tmpdir(), `bench-web-compare-${process.pid}`);
  const compareBase = `http://127.0.0.1:${PORT + 2}`;
  const compareServer = compareCheckout
    ? await startServer(compareDataDir, { checkout: compareCheckout, port: PORT + 2 }).catch((error) => {
        server.kill('SIGTERM');
        floorServer?.close();
        throw error;
      })
    : null;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const pagesOf = async (base) => ['/', '/about', '/services', '/courses', `/courses/${await firstId('courses', base)}`, '/career', `/career/${await firstId('jobs', base)}`, '/contact', '/terms', '/privacy'];
    const allPages = await pagesOf(BASE);
    const comparePages = compareServer ? await pagesOf(compareBase) : [];
    // BENCH_PAGES=/courses,/contact: only those pages (`{id}` for the detail pages' sample ids).
    const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
    const pages = only ? allPages.filter((page) => only.includes(pageLabel(page))) : allPages;
    if (!pages.length) throw new Error(`BENCH_PAGES names none of ${allPages.map(pageLabel).join(', ')}`);
    const rows = [];
    const floors = {};
    const floorTbt = {};
    // BENCH_CPU_SLOWDOWN=4: a fixed slowdown instead of the calibrated one (Lighthouse's default is 4).
    const benchmarkIndex = await calibrate(chrome, withFloor ? `${FLOOR_BASE}/` : `${BASE}${pages[0]}`);
    const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 0) || Number(cpuSlowdownFor(benchmarkIndex).toFixed(2));
    console.log(`This host's Lighthouse benchmarkIndex: ${Math.round(benchmarkIndex)}; mobile CPU slowdown ${cpuSlowdown}× (${process.env.BENCH_CPU_SLOWDOWN ? 'set by BENCH_CPU_SLOWDOWN' : 'calibrated from it'}; Lighthouse's default is 4×)`);
    for (const formFactor of formFactors) {
      const goal = GOALS[formFactor];
      for (const page of withFloor ? [FLOOR_PAGE, ...pages] : pages) {
        const url = page === FLOOR_PAGE ? `${FLOOR_BASE}/` : `${BASE}${page}`;
        // With BENCH_COMPARE, the other checkout's same page is audited in the same rounds, turn about.
        const compared = page === FLOOR_PAGE || !compareServer ? null : `${compareBase}${comparePages[allPages.indexOf(page)]}`;
        const runs = [];
        const compareRuns = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          runs.push(await audit(chrome, url, formFactor, configFor(formFactor, cpuSlowdown)));
          if (compared) compareRuns.push(await audit(chrome, compared, formFactor, configFor(formFactor, cpuSlowdown)));
        }
        for (const [label, measured] of compared ? [[page, runs], [`${pageLabel(page)} (compare)`, compareRuns]] : [[page, runs]]) {
          const figure = (key) => median(measured.map((run) => run[key]));
          const fast = figure('performance') >= goal.performance && figure('lcpMs') <= goal.lcpMs && figure('cls') <= goal.cls;
          const found = figure('accessibility') >= goal.accessibility && figure('seo') >= goal.seo;
          if (page === FLOOR_PAGE) {
            floors[formFactor] = `stack floor ${figure('performance')} (TBT ${Math.round(figure('tbtMs'))} ms)`;
            floorTbt[formFactor] = figure('tbtMs');
          }
          rows.push({
            page: pageLabel(label),
            form: formFactor,
            performance: figure('performance'),
            'LCP s': Number((figure('lcpMs') / 1000).toFixed(1)),
            'TBT ms': Math.round(figure('tbtMs')),
            // Main-thread work beside the floor's in the same run: what the product adds to the stack.
            'TBT × floor': floorTbt[formFactor] ? Number((figure('tbtMs') / floorTbt[formFactor]).toFixed(1)) : '',
            CLS: Number(figure('cls').toFixed(3)),
            accessibility: figure('accessibility'),
            SEO: figure('seo'),
            goal: `≥ ${goal.performance}, LCP ≤ ${goal.lcpMs / 1000} s, CLS ≤ ${goal.cls}, a11y ≥ ${goal.accessibility}, SEO ${goal.seo}`,
            met: page === FLOOR_PAGE ? 'reference' : fast && found ? 'met' : 'not met',
            fast,
            found,
          });
        }
      }
    }
    console.log(`Lighthouse ${ROUNDS === 1 ? '(one round)' : `(median of ${ROUNDS} rounds)`}, production build, ${CHROME}, benchmarkIndex ${Math.round(benchmarkIndex)}, mobile CPU slowdown ${cpuSlowdown}×`);
    console.table(rows.map(({ fast: _fast, found: _found, ...shown }) => shown));
    recordBenchRows(
      rows
        .filter((row) => row.page !== FLOOR_PAGE && !row.page.endsWith(' (compare)'))
        .flatMap((row) => {
          const goal = GOALS[row.form];
          return [
            {
              area: `Lighthouse ${row.form}`,
              figure: `${row.page}: performance, LCP, CLS`,
              value: `${row.performance}, ${row['LCP s']} s, ${row.CLS} (TBT ${row['TBT ms']} ms${row['TBT × floor'] === '' ? '' : `, ${row['TBT × floor']}× the floor's`})`,
              goal: `≥ ${goal.performance}, LCP ≤ ${goal.lcpMs / 1000} s, CLS ≤ ${goal.cls}`,
              reference: `${floors[row.form] ?? ''}${row.form === 'mobile' ? `; benchmarkIndex ${Math.round(benchmarkIndex)}, CPU ${cpuSlowdown}×` : ''}`,
              met: row.fast,
            },
            {
              area: `Lighthouse ${row.form}`,
              figure: `${row.page}: SEO, accessibility`,
              value: `${row.SEO}, ${row.accessibility}`,
              goal: `SEO ${goal.seo}, accessibility ≥ ${goal.accessibility}`,
              reference: '',
              met: row.found,
            },
          ];
        }),
    );
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    compareServer?.kill('SIGTERM');
    floorServer?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(compareDataDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}

await main();
