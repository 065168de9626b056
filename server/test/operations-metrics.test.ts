/**
 * What an operator reads: /healthz and /readyz, and the Prometheus metrics at /metrics, which only
 * the holder of METRICS_TOKEN (or whoever reaches METRICS_PORT) may read. After a few requests of
 * each kind, every metric the operations dashboard draws has samples.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { defineJob, scheduler } from '../src/modules/scheduler/scheduler.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestServer;

defineJob('test.metrics-probe', () => Promise.resolve());
defineJob('test.metrics-broken', () => Promise.reject(new Error('disk full')));

beforeAll(async () => {
  t = await startTestServer({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

async function metricsText(): Promise<string> {
  const res = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one sample line, e.g. sample(text, 'backups_total{trigger="manual",outcome="succeeded"}'). */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('health and readiness', () => {
  it('answers /healthz while the process runs and /readyz while it can serve', async () => {
    const live = await fetch(`${t.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });

    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', startup: 'done' });
  });
});

describe('/metrics', () => {
  it('is refused without the token, or with another one', async () => {
    const none = await fetch(`${t.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(((await none.json()) as { message: string }).message).toBe('Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
    const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer not-the-metrics-token-at-all' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('http_request_duration_seconds');
  });

  it('names every metric of the dashboard after a few requests', async () => {
    const admin = await t.userWithToken('admin');
    // A public read twice: the database answers, then the public cache does.
    const services = 'query PublicServices { services { total } }';
    expect((await t.gql(services)).status).toBe(200);
    expect((await t.gql(services)).status).toBe(200);
    // An operation refused: an error by code.
    expect((await t.gql('query AdminUsers { users { total } }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A REST read with an id in its path: the route template is the label, never the id.
    const missingId = '0123456789abcdef01234567';
    expect((await t.rest('GET', `/users/${missingId}?probe=1`, undefined, admin.token)).status).toBe(404);
    // Six contact messages from one address: each mails its sender (stored: no SMTP here); the sixth is refused.
    const contact = `mutation Contact($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }`;
    const refusals = [];
    for (let i = 0; i < 6; i += 1) {
      const input = { name: 'Grace Hopper', email: `grace.metrics${i}@example.com`, subject: `Metrics ${i}`, message: 'We would like to discuss an AI project.', serviceInterest: 'general' };
      refusals.push((await t.gql(contact, { input })).body.errors?.[0]?.extensions?.code ?? 'ok');
    }
    expect(refusals).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
    // Five wrong passwords lock the account for this address.
    const student = await t.userWithToken('student');
    const login = `mutation Login($input: LoginInput!) { login(input: $input) { token } }`;
    for (let i = 0; i < 5; i += 1) await t.gql(login, { input: { email: student.email, password: `Wrong!${i}Passw0rd` } });
    // A scheduled job that runs and one that fails; a backup.
    await scheduler().runNow('test.metrics-probe');
    await scheduler().runNow('test.metrics-broken');
    const runs = await scheduler().runDue(t.deps);
    expect(runs).toEqual(expect.arrayContaining([{ name: 'test.metrics-probe', ok: true }, { name: 'test.metrics-broken', ok: false, error: 'disk full' }]));
    expect((await t.gql('mutation { backUpNow { status } }', {}, admin.token)).body.data.backUpNow.status).toBe('succeeded');
    await t.settle();

    const text = await metricsText();
    // Node's own: CPU, memory, event-loop lag.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).not.toBeNull();
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // Requests by route template and status; never a raw URL.
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/graphql",status_code="200"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/users/:id",status_code="404"}')).toBe(1);
    expect(text).not.toContain(missingId);
    expect(text).not.toContain('probe=1');
    // GraphQL operations and their errors by operation name.
    expect(sample(text, 'graphql_operation_duration_seconds_count{operation="PublicServices",type="query"}')).toBe(1);
    expect(sample(text, 'graphql_operation_errors_total{operation="AdminUsers",code="UNAUTHENTICATED"}')).toBe(1);
    expect(sample(text, 'graphql_operation_errors_total{operation="Contact",code="TOO_MANY_REQUESTS"}')).toBe(1);
    // Database commands by command.
    expect(sample(text, 'db_command_duration_seconds_count{command="find",outcome="succeeded"}')).toBeGreaterThan(0);
    expect(sample(text, 'db_command_duration_seconds_count{command="insert",outcome="succeeded"}')).toBeGreaterThan(0);
    // The public cache, rate limits, lockouts, scheduled jobs, e-mails and backups.
    expect(sample(text, 'public_cache_lookups_total{api="graphql",result="miss"}')).toBe(1);
    expect(sample(text, 'public_cache_lookups_total{api="graphql",result="hit"}')).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total{limit="contact-ip"}')).toBe(1);
    expect(sample(text, 'sign_in_lockouts_total')).toBe(1);
    expect(sample(text, 'scheduled_job_runs_total{job="test.metrics-probe",outcome="succeeded"}')).toBe(1);
    expect(sample(text, 'scheduled_job_runs_total{job="test.metrics-broken",outcome="failed"}')).toBe(1);
    expect(sample(text, 'mail_messages_total{outcome="stored"}')).toBeGreaterThanOrEqual(5);
    expect(sample(text, 'backups_total{trigger="manual",outcome="succeeded"}')).toBe(1);
    expect(sample(text, 'backup_duration_seconds_count{outcome="succeeded"}')).toBe(1);
  });

  it('keeps made-up operation names to a bounded set', async () => {
    for (let i = 0; i < 250; i += 1) await t.gql(`query Made${i} { __typename }`);
    const names = new Set([...(await metricsText()).matchAll(/graphql_operation_duration_seconds_count\{operation="([^"]+)"/g)].map((m) => m[1]));
    expect(names.size).toBeLessThanOrEqual(201);
    expect(names.has('(other)')).toBe(true);
  });
});

describe('where the metrics are served', () => {
  let other: { server: Server; metricsServer: Server | null; close: () => Promise<void> } | null = null;
  afterAll(() => other?.close());

  it('on METRICS_PORT only, when it is set; nowhere without METRICS_PORT or METRICS_TOKEN', async () => {
    // A second app process on the same database, configured with a metrics port.
    const metricsPort = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', METRICS_PORT: String(metricsPort) });
    const built = await createApp(config, createLogger('silent'));
    const server = built.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { serveMetricsPort } = await import('../src/modules/metrics/index.js');
    const metricsServer = await serveMetricsPort(config, createLogger('silent'));
    other = {
      server,
      metricsServer,
      close: async () => {
        metricsServer?.close();
        server.close();
        await built.close();
      },
    };
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const onSite = await fetch(`${site}/metrics`);
    expect(onSite.status).toBe(404);
    expect(((await onSite.json()) as { message: string }).message).toBe('Metrics are not served here: set METRICS_TOKEN and send it as a bearer token, or read them on METRICS_PORT.');
    const onPort = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(onPort.status).toBe(200);
    expect(await onPort.text()).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);

    // Neither variable: refused on the site's port.
    const { metricsOnSitePort } = await import('../src/modules/metrics/index.js');
    const bare = createServer((req, res) => metricsOnSitePort({ metrics: { port: undefined, token: undefined } })(req, res, () => res.end()));
    bare.listen(0, '127.0.0.1');
    await once(bare, 'listening');
    const refused = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/metrics`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('process_cpu');
    bare.close();
  });
});
