/**
 * A malformed or oversized GraphQL document is the client's mistake
 * (400 with GRAPHQL_PARSE_FAILED, never 500), and the cost limit counts what lists multiply, so a
 * guest cannot ask for fifteen pages of a hundred courses with their modules in one request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../src/graphql/apollo.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function post(body: string) {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('malformed documents', () => {
  it('answers a syntax error with 400 GRAPHQL_PARSE_FAILED', async () => {
    const res = await post(JSON.stringify({ query: '{ me { id }' }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.body.errors?.[0]?.message).toMatch(/^Syntax Error/);
  });

  it('refuses a 20,000-token document with 400 and a message naming the limit', async () => {
    const query = `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const res = await post(JSON.stringify({ query }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.body.errors?.[0]?.message).toContain(`${QUERY_LIMITS.maxTokens} tokens`);
  });

  it('still serves well-formed queries after those', async () => {
    const res = await t.gql(`{ __typename }`);
    expect(res.status).toBe(200);
  });
});

describe('query cost', () => {
  const page = (alias: string) => `${alias}: courses(page: { pageSize: 100 }) { items { id title modules { title } } }`;

  it('refuses fifteen aliases of a hundred courses with their modules, naming the cost limit', async () => {
    const query = `{ ${Array.from({ length: 15 }, (_, i) => page(`c${i}`)).join(' ')} }`;
    const res = await t.gql(query);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.message).toMatch(new RegExp(`cost .* exceeds the limit of ${QUERY_LIMITS.maxCost}`));
  });

  it('counts page sizes given in variables, too', async () => {
    const fields = Array.from({ length: 15 }, (_, i) => `c${i}: courses(page: $page) { items { id modules { title } } }`).join(' ');
    const res = await t.gql(`query($page: PageInput) { ${fields} }`, { page: { pageSize: 100 } });
    expect(res.status).toBe(400);
  });

  it('counts each request of one query text by its own variables', async () => {
    const fields = Array.from({ length: 15 }, (_, i) => `c${i}: courses(page: $page) { items { id modules { title } } }`).join(' ');
    const query = `query($page: PageInput) { ${fields} }`;
    expect((await t.gql(query, { page: { pageSize: 2 } })).status).toBe(200);
    expect((await t.gql(query, { page: { pageSize: 100 } })).status).toBe(400);
    expect((await t.gql(query, { page: { pageSize: 2 } })).status).toBe(200);
    expect((await t.gql(query, { page: { pageSize: 100 } })).status).toBe(400);
  });

  it('serves one full page of courses with their modules', async () => {
    const res = await t.gql(`{ ${page('c')} }`);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });
});
