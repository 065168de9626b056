/**
 * Cache Enabled: guests' public reads come from the server's cache, with an ETag,
 * Cache-Control and 304 for If-None-Match; any write to what they read empties it; signed-in
 * reads and the setting turned off always go to the database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const SERVICES = `query PublicServices { services { total items { title } } }`;
const CREATE = `mutation($input: ServiceInput!) { createService(input: $input) { id } }`;
const UPDATE_SETTINGS = `mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { updatedAt } }`;
const service = (title: string) => ({ title, description: 'We integrate large language models into your products.', shortDescription: 'LLMs in your products.', category: 'Development', status: 'active' });

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['userWithToken']>>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
  await t.gql(CREATE, { input: service('Cached Vision') }, admin.token);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.gql(UPDATE_SETTINGS, { input: { system: { cacheEnabled: true } } }, admin.token);
});

async function graphqlGet(ifNoneMatch?: string) {
  return fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    body: JSON.stringify({ query: SERVICES }),
  });
}

describe('Cache Enabled', () => {
  it('answers a repeated guest GraphQL read from the cache, with an ETag and a 304 for If-None-Match', async () => {
    await t.gql(CREATE, { input: service('Fresh Insight') }, admin.token);
    const first = await graphqlGet();
    expect(first.headers.get('x-cache')).toBe('MISS');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const body = await first.text();

    const second = await graphqlGet();
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(body);

    const revalidated = await graphqlGet(etag ?? '');
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('sends a cached answer compressed as the client accepts (brotli, gzip or none), each the same JSON', async () => {
    // Enough services for an answer above the 1 kB from which answers are compressed.
    for (let i = 0; i < 6; i += 1) {
      const created = await t.gql(CREATE, { input: { ...service(`Compressed Vision ${i}`), description: `Vision models for your products, number ${i}. `.repeat(5) } }, admin.token);
      expect(created.body.errors).toBeUndefined();
    }
    const LONG = `query PublicServices { services { total items { title description } } }`;
    const raw = (acceptEncoding: string | null) =>
      new Promise<{ encoding: string | undefined; cache: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const body = JSON.stringify({ query: LONG });
        const req = request(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], cache: res.headers['x-cache'] as string | undefined, vary: res.headers.vary, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const first = await raw(null);
    expect(first.cache).toBe('MISS');
    const json = first.body.toString('utf8');
    expect(json.length).toBeGreaterThan(1024);
    const br = await raw('gzip, deflate, br');
    expect(br).toMatchObject({ cache: 'HIT', encoding: 'br' });
    expect(br.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(json);
    const gzip = await raw('gzip');
    expect(gzip).toMatchObject({ cache: 'HIT', encoding: 'gzip' });
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(json);
    const plain = await raw('identity');
    expect(plain).toMatchObject({ cache: 'HIT', encoding: undefined });
    expect(plain.body.toString('utf8')).toBe(json);
  });

  it('keeps one answer per media type the Accept header chooses, says so with Vary, and never hands one to a caller who asked for the other', async () => {
    const QUERY = `query AcceptServices { services { total } }`;
    const ask = (accept: string | null, extra: Record<string, string> = {}) =>
      fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(accept === null ? {} : { accept }), ...extra }, body: JSON.stringify({ query: QUERY }) });
    const GRAPHQL_RESPONSE = 'application/graphql-response+json';
    // Apollo Client's Accept, then callers that accept only JSON, anything, or say nothing.
    const modern = await ask(`${GRAPHQL_RESPONSE},application/json;q=0.9`);
    expect(modern.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect((await ask(`${GRAPHQL_RESPONSE},application/json;q=0.9`)).headers.get('x-cache')).toBe('HIT');
    for (const accept of ['application/json', '*/*', null]) {
      const legacy = await ask(accept);
      expect(legacy.headers.get('content-type'), String(accept)).toMatch(/^application\/json/);
    }
    const again = await ask('application/json');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    const hit = await ask(GRAPHQL_RESPONSE);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    // Shared caches and browsers must key on Accept too; each representation has its own ETag,
    // so one's validator does not revalidate the other.
    for (const res of [modern, again, hit]) expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(again.headers.get('etag')).not.toBe(hit.headers.get('etag'));
    expect((await ask('application/json', { 'if-none-match': again.headers.get('etag') ?? '' })).status).toBe(304);
    const other = await ask('application/json', { 'if-none-match': hit.headers.get('etag') ?? '' });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    // A caller who accepts neither gets Apollo's 406, cached answers or not.
    expect((await ask('text/html')).status).toBe(406);
  });

  it('answers from the cache only what Apollo Server would answer the same: not a GET it refuses as a possible CSRF, nor a POST whose variables or extensions it refuses', async () => {
    const QUERY = `query CsrfServices { services { total } }`;
    const get = (headers: Record<string, string>) => fetch(`${t.url}/graphql?query=${encodeURIComponent(QUERY)}`, { headers: { accept: 'application/json', ...headers } });
    expect((await get({ 'apollo-require-preflight': 'true' })).status).toBe(200);
    const preflighted = await get({ 'apollo-require-preflight': 'true' });
    expect(preflighted.headers.get('x-cache')).toBe('HIT');
    // A simple GET (no header a browser would preflight) is refused, cached answer or not.
    expect((await get({})).status).toBe(400);
    const post = (body: Record<string, unknown>) => fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, ...body }) });
    expect((await post({ variables: {} })).status).toBe(200);
    expect((await post({ variables: {} })).headers.get('x-cache')).toBe('HIT');
    expect((await post({ variables: '{}' })).status).toBe(400);
    expect((await post({ extensions: 'x' })).status).toBe(400);
  });

  it('does the same for REST reads', async () => {
    const first = await fetch(`${t.url}/api/services`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    const second = await fetch(`${t.url}/api/services`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const notModified = await fetch(`${t.url}/api/services`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
  });

  it('empties on any write to what the reads show: the next read has the new service', async () => {
    await graphqlGet();
    expect((await graphqlGet()).headers.get('x-cache')).toBe('HIT');
    const before = (await (await graphqlGet()).json()) as { data: { services: { total: number } } };
    expect((await t.gql(CREATE, { input: service('Brand New Service') }, admin.token)).body.errors).toBeUndefined();

    const after = await graphqlGet();
    expect(after.headers.get('x-cache')).toBe('MISS');
    const data = (await after.json()) as { data: { services: { total: number; items: { title: string }[] } } };
    expect(data.data.services.total).toBe(before.data.services.total + 1);
    expect(data.data.services.items.map((s) => s.title)).toContain('Brand New Service');
    // The old ETag no longer matches.
    const rest = await fetch(`${t.url}/api/faqs`);
    expect((await t.rest('POST', '/faqs', { question: 'Is this cached?', answer: 'Until something changes.', category: 'General' }, admin.token)).status).toBe(201);
    const faqs = await fetch(`${t.url}/api/faqs`, { headers: { 'if-none-match': rest.headers.get('etag') ?? '' } });
    expect(faqs.status).toBe(200);
    expect(await faqs.text()).toContain('Is this cached?');
  });

  it('keeps the site info too, until a settings change', async () => {
    const site = () => fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ site { siteName } }' }) });
    await site();
    expect((await site()).headers.get('x-cache')).toBe('HIT');
    await t.gql(UPDATE_SETTINGS, { input: { general: { siteName: 'Acme AI Labs' } } }, admin.token);
    const renamed = await site();
    expect(renamed.headers.get('x-cache')).toBe('MISS');
    expect(await renamed.text()).toContain('Acme AI Labs');
  });

  it('never caches signed-in reads or writes', async () => {
    const signedIn = await t.gql(SERVICES, {}, admin.token);
    expect(signedIn.headers.get('x-cache')).toBeNull();
    const write = await t.gql(CREATE, { input: service('Not Cached') }, admin.token);
    expect(write.headers.get('x-cache')).toBeNull();
  });

  it('goes to the database every time when the setting is off', async () => {
    await t.gql(UPDATE_SETTINGS, { input: { system: { cacheEnabled: false } } }, admin.token);
    const first = await graphqlGet();
    const second = await graphqlGet();
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('cache-control')).not.toBe('public, no-cache');
  });
});
