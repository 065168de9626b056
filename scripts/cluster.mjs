#!/usr/bin/env node
/**
 * `npm run cluster`: the scaled-out topology of docker-compose.yml with plain processes, for a
 * machine without Docker: the embedded store on its own (as `npm run db`), APP_PROCESSES app
 * processes (default 3) on the ports after PORT, all on that store through MONGODB_URI, and Debian's
 * nginx on PORT (default 3001) balancing them round-robin, WebSocket upgrades included.
 *
 * Each app process serves its Prometheus metrics on a port of its own (METRICS_PORT), the ports after
 * the app processes' (printed at start). SIGUSR2 (`npm run cluster:restart`) restarts the app
 * processes one after another, each drained first (SIGTERM) and the next one restarted only once the
 * new one is ready (/readyz), so nginx always has processes to send requests to.
 *
 * Environment: PORT, APP_PROCESSES, DATA_DIR (default .data/cluster: the store's data, nginx's
 * files, cluster.json: this process's id, its ports and how many rolling restarts it finished),
 * NGINX (default /usr/sbin/nginx), CLUSTER_SKIP_BUILD=1 (use the built product as it is).
 * Everything else (JWT_SECRET, ADMIN_EMAIL, …) is passed to every app process unchanged. Every line
 * the app processes print reaches this process's stdout whole, prefixed by nothing, so one log
 * holds them all.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureBuilt, root, serverArgs } from './ensure-built.mjs';

const port = Number(process.env.PORT ?? 3001);
const processes = Number(process.env.APP_PROCESSES ?? 3);
const dataDirSetting = process.env.DATA_DIR ?? '.data/cluster';
const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : join(root, dataDirSetting);
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
const storeCli = join(root, 'packages/embedded-mongo/dist/cli.js');

if (!Number.isInteger(processes) || processes < 1 || processes > 16) throw new Error(`APP_PROCESSES must be 1 to 16, not ${process.env.APP_PROCESSES}`);
if (!existsSync(nginxBinary)) {
  console.error(`nginx was not found at ${nginxBinary}. Install Debian's package (apt-get install nginx-light) or set NGINX.`);
  process.exit(1);
}
if (process.env.CLUSTER_SKIP_BUILD !== '1') ensureBuilt();

const children = [];
let stopping = false;
/** Where `npm run cluster:restart` finds this process and reads how many rolling restarts it finished. */
const stateFile = join(dataDir, 'cluster.json');

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // Apps first (they flush their work to the store), then nginx and the store.
  const apps = children.filter((c) => c.role === 'app');
  const rest = children.filter((c) => c.role !== 'app');
  for (const c of apps) c.child.kill('SIGTERM');
  const appsGone = Promise.all(apps.map((c) => c.exited));
  const timeout = new Promise((resolve) => setTimeout(resolve, 12_000));
  void Promise.race([appsGone, timeout]).then(async () => {
    for (const c of rest) c.child.kill(c.role === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    await Promise.race([Promise.all(rest.map((c) => c.exited)), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    rmSync(stateFile, { force: true });
    process.exit(code);
  });
}

function track(role, name, child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const entry = { role, name, child, exited, replaced: false };
  children.push(entry);
  child.once('exit', (code, signal) => {
    // A process stopped by a rolling restart is expected to exit.
    if (stopping || entry.replaced) return;
    console.error(`cluster: ${name} stopped (${signal ?? `exit ${code}`}); stopping the cluster`);
    stopAll(1);
  });
  // Whole lines, so that the log of several processes stays readable and parseable.
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    const out = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => out.write(`${line}\n`));
  }
  return entry;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

async function startStore() {
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [storeCli, '--port', '0', '--dbpath', join(dataDir, 'db')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  children.push({ role: 'store', name: 'the store', child, exited });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('mongodb://')) {
      child.once('exit', (code, signal) => {
        if (stopping) return;
        console.error(`cluster: the store stopped (${signal ?? `exit ${code}`}); stopping the cluster`);
        stopAll(1);
      });
      return line.trim();
    }
  }
  throw new Error('the store did not start');
}

async function waitForReady(url, name) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopping');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within 90 s`);
}

/** Starts app process `i` (0-based) on its port, with its metrics port; answers its tracked entry. */
function startApp(i, appPort, metricsPort, uri) {
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      MONGODB_URI: uri,
      // Only nginx, on this machine, may say who the client is.
      TRUST_PROXY: 'loopback',
      APP_INSTANCE: `app-${i + 1}`,
      METRICS_PORT: String(metricsPort),
    },
  });
  return track('app', `app process ${i + 1} (port ${appPort})`, child);
}

function writeState(state) {
  writeFileSync(stateFile, `${JSON.stringify({ pid: process.pid, ...state })}\n`);
}

/**
 * Restarts the app processes one after another: SIGTERM (the process drains: it refuses new
 * connections, so nginx sends them to the others, and finishes what it has), then a new process on
 * the same port, and the next one only once the new one answers /readyz.
 */
function rollingRestarts(apps, appPorts, metricsPorts, uri, state) {
  let running = false;
  return async () => {
    if (running || stopping) return;
    running = true;
    try {
      for (const [i, appPort] of appPorts.entries()) {
        const started = Date.now();
        const old = apps[i];
        old.replaced = true;
        old.child.kill('SIGTERM');
        await old.exited;
        children.splice(children.indexOf(old), 1);
        apps[i] = startApp(i, appPort, metricsPorts[i], uri);
        await waitForReady(`http://127.0.0.1:${appPort}/readyz`, `app process ${i + 1}`);
        console.log(`cluster: restarted app process ${i + 1} (port ${appPort}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      state.restarts += 1;
      writeState(state);
      console.log(`cluster: rolling restart ${state.restarts} done`);
    } catch (err) {
      if (!stopping) console.error(`cluster: the rolling restart failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
}

function nginxConfig(appPorts) {
  const prefix = join(dataDir, 'nginx');
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  const file = join(prefix, 'nginx.conf');
  writeFileSync(
    file,
    `# Written by scripts/cluster.mjs; the same proxy rules as deploy/nginx.conf (docker-compose).
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'temp')};
  proxy_temp_path ${join(prefix, 'temp')};
  fastcgi_temp_path ${join(prefix, 'temp')};
  uwsgi_temp_path ${join(prefix, 'temp')};
  scgi_temp_path ${join(prefix, 'temp')};
  upstream app { ${appPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`).join(' ')} keepalive 32; keepalive_timeout 3s; }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    include ${join(root, 'deploy/nginx-proxy.conf')};
  }
}
`,
  );
  return { file, prefix };
}

async function main() {
  const storeUri = await startStore();
  const uri = new URL(storeUri);
  uri.pathname = '/ai_solutions';
  const appPorts = Array.from({ length: processes }, (_, i) => port + 1 + i);
  const metricsPorts = appPorts.map((p) => p + processes);
  // The first process runs the start-up chores (seed, first admin) while the others wait on the
  // start-up lock; starting them together is what docker compose does too.
  const apps = appPorts.map((appPort, i) => startApp(i, appPort, metricsPorts[i], uri.toString()));
  await Promise.all(appPorts.map((p, i) => waitForReady(`http://127.0.0.1:${p}/readyz`, `app process ${i + 1}`)));
  const { file, prefix } = nginxConfig(appPorts);
  const nginx = spawn(nginxBinary, ['-e', join(prefix, 'error.log'), '-p', prefix, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  track('nginx', 'nginx', nginx);
  await waitForReady(`http://127.0.0.1:${port}/readyz`, 'nginx');
  const state = { port, appPorts, metricsPorts, restarts: 0 };
  writeState(state);
  process.on('SIGUSR2', rollingRestarts(apps, appPorts, metricsPorts, uri.toString(), state));
  for (const [i, metricsPort] of metricsPorts.entries()) console.log(`cluster: app process ${i + 1} metrics: http://127.0.0.1:${metricsPort}/metrics`);
  const store = children.find((c) => c.role === 'store');
  console.log(`cluster: serving http://127.0.0.1:${port} through nginx, ${processes} app process${processes === 1 ? '' : 'es'} (ports ${appPorts.join(', ')}), store ${storeUri} (pid ${store?.child.pid ?? '?'})`);
}

main().catch((err) => {
  if (!stopping) console.error(`cluster: ${err instanceof Error ? err.message : String(err)}`);
  stopAll(1);
});
