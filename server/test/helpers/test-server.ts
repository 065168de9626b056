/**
 * Integration-test harness: the real app over real HTTP, on the embedded store in memory.
 * Nothing of our own is mocked; tokens are minted with the same signing function as sign-in.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { connectDatabase } from '../../src/db/connection.js';
import { createLogger } from '../../src/logger.js';
import { issueToken } from '../../src/modules/auth/auth.service.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { resetRateLimits } from '../../src/modules/auth/rate-limits.js';
import { UserModel, type Role, type UserStatus } from '../../src/modules/users/user.model.js';
import { assertMatchesContract } from './contract.js';

export type HttpResult<T = any> = { status: number; body: T; headers: Headers };
export type GqlBody = { data?: any; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };

export type TestServer = {
  url: string;
  config: Config;
  gql: (query: string, variables?: Record<string, unknown>, token?: string | null) => Promise<HttpResult<GqlBody>>;
  rest: (method: string, path: string, body?: unknown, token?: string | null) => Promise<HttpResult>;
  userWithToken: (role: Role, opts?: { status?: UserStatus; password?: string; email?: string; name?: string }) => Promise<{ id: string; email: string; token: string; password: string }>;
  close: () => Promise<void>;
};

let counter = 0;
export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3001', ...env });
  const log = createLogger('silent');
  const db = await connectDatabase(config, log, { inMemory: true });
  const built = await createApp(config, log);
  const server = built.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await resetRateLimits();

  const headers = (token?: string | null) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  return {
    url,
    config,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: headers(token), body: JSON.stringify({ query, variables }) });
      return { status: res.status, body: (await res.json()) as GqlBody, headers: res.headers };
    },
    async rest(method, path, body, token) {
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: headers(token),
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await res.text();
      const parsed = text ? JSON.parse(text) : null;
      // Every REST answer of the suite is checked against the OpenAPI document (contract tests).
      assertMatchesContract(method, path, res.status, parsed);
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async userWithToken(role, opts = {}) {
      counter += 1;
      const password = opts.password ?? STRONG_PASSWORD;
      const email = opts.email ?? `${role}${counter}-${Date.now()}@example.com`;
      const user = await UserModel.create({
        name: opts.name ?? `Test ${role} ${counter}`,
        email,
        role,
        status: opts.status ?? 'active',
        passwordHash: await hashPassword(password),
      });
      return { id: user._id.toString(), email, token: await issueToken(user), password };
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await built.close();
      await db.close();
    },
  };
}
