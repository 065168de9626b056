import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/auth/token.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the HTTP platform', () => {
  it('answers /healthz while the process runs', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.rest('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('/api/nope');
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.rest('POST', '/services', { title: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});

describe('GraphQL protections', () => {
  it('answers an invalid or expired token with HTTP 401 and UNAUTHENTICATED', async () => {
    for (const token of ['not-a-jwt', signAccessToken('some-other-secret', { id: '0123456789abcdef01234567', role: 'admin', tokenVersion: 0 }, 30)]) {
      const res = await t.gql('{ me { id } }', {}, token);
      expect(res.status).toBe(401);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const rest = await t.rest('GET', '/services', undefined, token);
      expect(rest.status).toBe(401);
    }
  });

  it('refuses documents nested deeper than the limit', async () => {
    const ofTypes = (n: number): string => (n === 0 ? 'name' : `ofType { ${ofTypes(n - 1)} }`);
    const res = await t.gql(`{ __type(name: "User") { fields { type { ${ofTypes(8)} } } } }`);
    expect(res.body.errors?.[0]?.message).toContain('Query depth limit of 10 exceeded');
  });

  it('never sends a stack trace with an error', async () => {
    const res = await t.gql('{ nope }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain('stacktrace');
  });

  it('renews a token that is past half its life in the X-Auth-Token header', async () => {
    const user = await t.userWithToken('student');
    const fresh = await t.gql('{ me { email } }', {}, user.token);
    expect(fresh.body.data.me.email).toBe(user.email);
    expect(fresh.headers.get('x-auth-token')).toBeNull();
    // A 10-minute token is past half of the default 30-minute session timeout.
    const ageing = signAccessToken(t.config.jwtSecret, { id: user.id, role: 'student', tokenVersion: 0 }, 10);
    const renewed = await t.gql('{ me { email } }', {}, ageing);
    const next = renewed.headers.get('x-auth-token');
    expect(next).toBeTruthy();
    expect((await t.gql('{ me { email } }', {}, next)).body.data.me.email).toBe(user.email);
  });
});
