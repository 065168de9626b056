#!/usr/bin/env node
/**
 * `npm run bench:cluster`: the public services query and a signed-in dashboard query
 * through nginx, with one and with three app processes on the same embedded store, 20 connections
 * sending back to back. Prints requests per second, p50/p99, the ratio three/one, and the share of
 * one core the store used during each run. Needs the built product (npm run build) and nginx. Not a
 * test: on two cores, expect little gain; the store is one process whichever the app count.
 * Builds what is missing first, like npm start.
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

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Passw0rd!', totp: 'JBSWY3DPEHPK3PXPE2EBENCHTOTP2345' };
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const SERVICES = { query: 'query PublicServices { services { total items { id title shortDescription icon category price { basic } rating } } }', operationName: 'PublicServices' };
const DASHBOARD = { query: 'query Dashboard { dashboardStats { totalUsers newUsersThisMonth totalCourses activeJobs pendingApplications totalRevenue revenueChangePercent } }', operationName: 'Dashboard' };

async function startCluster(processes) {
  const child = spawn(process.execPath, [join(root, 'scripts/cluster.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      APP_PROCESSES: String(processes),
      DATA_DIR: join(tmpdir(), `bench-cluster-${process.pid}-${processes}`),
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
  for await (const line of createInterface({ input: child.stdout })) {
    const ready = /^cluster: serving .* \(pid (\d+)\)$/.exec(line);
    if (ready) return { child, storePid: Number(ready[1]) };
  }
  throw new Error('the cluster did not start');
}

async function stopCluster(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function gql(body, token) {
  const res = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function adminToken() {
  const first = await gql({ query: 'mutation($input: LoginInput!) { login(input: $input) { token twoFactor { ticket } } }', variables: { input: { email: ADMIN.email, password: ADMIN.password } } });
  const ticket = first.data?.login?.twoFactor?.ticket;
  if (!ticket) throw new Error(`admin sign-in: ${JSON.stringify(first.errors ?? first.data)}`);
  const second = await gql({ query: 'mutation($input: TwoFactorCodeInput!) { verifyTwoFactor(input: $input) { token } }', variables: { input: { ticket, code: await generate({ secret: ADMIN.totp }) } } });
  const token = second.data?.verifyTwoFactor?.token;
  if (!token) throw new Error(`admin second factor: ${JSON.stringify(second.errors)}`);
  return token;
}

const cpuTicks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
};

async function load(body, token) {
  const payload = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const latencies = [];
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}/graphql`, { method: 'POST', headers, body: payload });
      await res.arrayBuffer();
      if (res.status === 200) latencies.push(performance.now() - started);
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
  return { rps: Math.round(latencies.length / seconds), p50: Math.round(at(0.5)), p99: Math.round(at(0.99)), failures, seconds };
}

ensureBuilt();
const rows = [];
const byCase = {};
for (const processes of [1, 3]) {
  const { child, storePid } = await startCluster(processes);
  try {
    const token = await adminToken();
    for (const [name, body, auth] of [['services (guest)', SERVICES, null], ['dashboardStats (admin)', DASHBOARD, token]]) {
      await load(body, auth); // warm-up round, not counted
      const before = cpuTicks(storePid);
      const result = await load(body, auth);
      const storeCpu = (cpuTicks(storePid) - before) / TICKS_PER_SECOND / result.seconds;
      byCase[name] = { ...byCase[name], [processes]: result.rps };
      rows.push({ query: name, appProcesses: processes, rps: result.rps, p50ms: result.p50, p99ms: result.p99, failures: result.failures, storeCpuPercentOfOneCore: Math.round(storeCpu * 100) });
    }
  } finally {
    await stopCluster(child);
  }
}
console.table(rows);
console.table(Object.entries(byCase).map(([query, r]) => ({ query, 'rps with 3 / with 1': Number((r[3] / r[1]).toFixed(2)) })));
recordBenchRows(
  Object.entries(byCase).map(([query, r]) => ({
    area: 'scale-out',
    figure: `${query} rps through nginx, 3 app processes on one store`,
    value: `${r[3]} rps (${(r[3] / r[1]).toFixed(2)}× one process)`,
    goal: '',
    reference: `1 app process: ${r[1]} rps`,
    met: null,
  })),
);
