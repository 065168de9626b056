/**
 * Requests broken below the application's level are still the client's mistake: a body that is
 * not compressed the way its Content-Encoding says, an encoding the server does not know, headers
 * or an address too large for the HTTP parser. Each gets a 4xx with the usual `{ message }` body
 * on /api, /graphql and pages alike, never a 500 or an empty answer.
 */
import { request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const CONTACT = { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Hello', message: 'A question about compression.' };

type Answer = { status: number; type: string | null; body: string };

async function post(path: string, body: Buffer | string, encoding: string): Promise<Answer> {
  const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, body });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

/** Raw HTTP, so that nothing between the test and the server trims or refuses what is sent. */
function raw(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? null, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const messageOf = (answer: Answer): string => (JSON.parse(answer.body) as { message: string }).message;

describe('a body that is not what its Content-Encoding says', () => {
  for (const path of ['/api/contact-messages', '/graphql']) {
    for (const encoding of ['gzip', 'br', 'deflate']) {
      it(`answers 400 with a message on ${path} for ${encoding}`, async () => {
        const answer = await post(path, JSON.stringify(CONTACT), encoding);
        expect(answer.status).toBe(400);
        expect(answer.type).toMatch(/application\/json/);
        expect(messageOf(answer)).toBe(`The request body could not be decompressed: it is not valid ${encoding} data, as its Content-Encoding says.`);
      });
    }
    it(`answers 415 with a message on ${path} for an encoding the server does not know`, async () => {
      const answer = await post(path, JSON.stringify(CONTACT), 'compress');
      expect(answer.status).toBe(415);
      expect(messageOf(answer)).toBe('Content-Encoding "compress" is not supported: send the body as is, or with gzip, br or deflate.');
    });
  }

  it('still reads a body that is compressed as it says', async () => {
    const gzipped = await post('/api/contact-messages', gzipSync(JSON.stringify(CONTACT)), 'gzip');
    expect(gzipped.status).toBe(201);
    const brotli = await post('/graphql', brotliCompressSync(JSON.stringify({ query: '{ __typename }' })), 'br');
    expect(JSON.parse(brotli.body)).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('headers or an address too large', () => {
  for (const path of ['/api/services', '/graphql', '/courses']) {
    it(`answers 431 with a message for a 20 kB header on ${path}`, async () => {
      const answer = await raw(path, { 'x-padding': 'x'.repeat(20_000) });
      expect(answer.status).toBe(431);
      expect(answer.type).toMatch(/application\/json/);
      expect(messageOf(answer)).toBe('The request headers (with the address) are too large: at most 16 kB.');
    });
  }

  it('answers 431 with a message for a 20 kB address', async () => {
    const answer = await raw(`/courses?q=${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(messageOf(answer)).toMatch(/too large/);
  });

  it('keeps serving afterwards', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });
});
