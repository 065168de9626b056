/**
 * Every API request counts against its address's budget (kept in the
 * database, so processes share it), answered 429 with Retry-After once used up; signed-in staff get
 * a larger budget. X-Forwarded-For is trusted only from the proxies TRUST_PROXY names (none by
 * default), so it cannot be used to dodge the limit. Responses above the size cap are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { apiRateLimit } from '../src/modules/auth/api-rate-limit.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '6', API_RATE_LIMIT_STAFF_PER_MINUTE: '30', GRAPHQL_MAX_RESPONSE_BYTES: '3000' });
});
afterAll(() => t.close());

const call = (headers: Record<string, string> = {}, query = '{ __typename }') =>
  fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

describe('per-address API rate limit', () => {
  it('answers 429 with Retry-After once an address has used its budget, on GraphQL and REST alike, even with a forged X-Forwarded-For', async () => {
    await t.resetLimits();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call({ 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0]).toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const rest = await t.rest('GET', '/services');
    expect(rest.status).toBe(429);
    expect(rest.body.message).toMatch(/Too many requests/);
    // The health check is for load balancers and is never limited.
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });

  it('gives signed-in staff a larger budget', async () => {
    await t.resetLimits();
    const editor = await t.userWithToken('editor');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await call({ authorization: `Bearer ${editor.token}` })).status);
    // Twice the guest budget, all served.
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('the budget shared by several app processes', () => {
  it('is one budget however the requests are spread: two processes together serve at most the budget, and nearly all of it', async () => {
    await t.resetLimits();
    const budget = 40;
    // Two app processes on one database: two middlewares, each with its own memory.
    const servers = await Promise.all(
      [0, 1].map(async () => {
        const app = express();
        app.set('trust proxy', true);
        app.use(apiRateLimit({ jwtSecret: 'x'.repeat(32), perMinute: budget, staffPerMinute: budget }));
        app.get('/', (_req, res) => res.send('ok'));
        const server = app.listen(0, '127.0.0.1');
        await once(server, 'listening');
        return server;
      }),
    );
    try {
      let served = 0;
      for (let i = 0; i < budget * 2; i += 1) {
        const server = servers[i % 2]!;
        const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
        if (res.status === 200) served += 1;
        else expect(res.status).toBe(429);
      }
      expect(served).toBeLessThanOrEqual(budget);
      // What one process has taken from the shared budget and not yet used is never more than a few.
      expect(served).toBeGreaterThanOrEqual(budget - 8);
    } finally {
      for (const server of servers) server.close();
    }
  });
});

describe('headers', () => {
  it('sends a Permissions-Policy that turns off camera, microphone, geolocation and payment', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  });
});

describe('response size cap', () => {
  it('refuses a response larger than the cap with a message naming it', async () => {
    await t.resetLimits();
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: __schema { types { name description } }`).join(' ')} }`;
    const res = await call({}, query);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'RESPONSE_TOO_LARGE' } });
    expect(body.errors[0]?.message).toContain('3000 bytes');
  });
});
