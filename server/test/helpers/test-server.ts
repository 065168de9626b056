/**
 * Integration-test harness: the real app over real HTTP, on the embedded store in memory.
 * Nothing of our own is mocked; tokens are minted with the same signing function as sign-in.
 */
import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.js';
import { answerParserErrors } from '../../src/parser-errors.js';
import type { AppDeps } from '../../src/app-deps.js';
import { loadConfig, type Config } from '../../src/config.js';
import { connectDatabase } from '../../src/db/connection.js';
import { createLogger, type Logger } from '../../src/logger.js';
import { backgroundSettled } from '../../src/modules/auth/background.js';
import { issueToken } from '../../src/modules/auth/issue-token.js';
import { hashPassword } from '../../src/modules/users/passwords.js';
import { resetRateLimits } from '../../src/modules/auth/rate-limits.js';
import { seal } from '../../src/core/secret-box.js';
import { generate } from 'otplib';
import { UserModel, type Role, type UserStatus } from '../../src/modules/users/user.model.js';
import { assertMatchesContract } from './contract.js';

export type HttpResult<T = any> = { status: number; body: T; headers: Headers };
export type GqlBody = { data?: any; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string>; retryAfter?: number } }[] };

export type TestServer = {
  url: string;
  /** The database's address, for a second client that plays another app process. */
  databaseUri: string;
  config: Config;
  /** The app's logger, as createApp was given it (what the services log through). */
  log: Logger;
  /** The app's configuration and logger together, as the services and scheduled jobs take them. */
  deps: AppDeps;
  /** The database's address, for a second client playing another app process. */
  dbUri: string;
  gql: (query: string, variables?: Record<string, unknown>, token?: string | null) => Promise<HttpResult<GqlBody>>;
  rest: (method: string, path: string, body?: unknown, token?: string | null) => Promise<HttpResult>;
  /** Full e-mails as the server logged them (the outbox keeps them redacted), newest first. */
  sentMails: (to: string) => FullMail[];
  /** The errors the server logged (what operators would see), newest first. */
  loggedErrors: () => LoggedError[];
  /** Every line the server logged, oldest first, as written (JSON). */
  logLines: () => string[];
  /** Waits for work the server does after answering (such as the reset e-mail). */
  settle: () => Promise<void>;
  /** Clears every rate-limit counter (they live in the database). */
  resetLimits: () => Promise<void>;
  /** `totpSecret`: the user has two-factor sign-in on with this base32 secret (no recovery codes). */
  userWithToken: (
    role: Role,
    opts?: { status?: UserStatus; password?: string; email?: string; name?: string; totpSecret?: string },
  ) => Promise<{ id: string; email: string; token: string; password: string }>;
  /**
   * Signs in through the API as a person would: the password, then the code computed from
   * `totpSecret`, or, when the account must set up two-factor sign-in, the set-up (its secret answered).
   */
  signIn: (email: string, password?: string, totpSecret?: string) => Promise<{ token: string; totpSecret: string | null; recoveryCodes: string[] }>;
  close: () => Promise<void>;
};

export type FullMail = { to: string; subject: string; text: string; from?: string; replyTo?: string };
export type LoggedError = { msg: string; err?: { message: string } };

/**
 * The server logs each e-mail in full outside production (see mail/mailer.ts); this stream keeps
 * those records so tests can follow links, as a developer reading the log would.
 */
function logCapture(): { stream: Writable; mails: FullMail[]; errors: LoggedError[]; lines: string[] } {
  const mails: FullMail[] = [];
  const errors: LoggedError[] = [];
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const line = chunk.toString();
      lines.push(line);
      if (line.includes('"fullMail"')) mails.unshift((JSON.parse(line) as { fullMail: FullMail }).fullMail);
      else if (line.includes('"level":50')) errors.unshift(JSON.parse(line) as LoggedError);
      done();
    },
  });
  return { stream, mails, errors, lines };
}

let counter = 0;
export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  // Tests call from one address far faster than a person: the API budget is lifted unless a test sets it.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3001',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    API_RATE_LIMIT_STAFF_PER_MINUTE: '1000000',
    ...env,
  });
  const capture = logCapture();
  const log = createLogger('info', false, capture.stream);
  const db = await connectDatabase(config, log, { inMemory: true });
  const built = await createApp(config, log);
  const server = built.app.listen(0, '127.0.0.1');
  built.serveSubscriptions(server);
  // As main.ts: `{ message }` answers to requests Node's HTTP parser refuses (headers too large).
  answerParserErrors(server);
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await resetRateLimits();

  const headers = (token?: string | null) => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  return {
    databaseUri: db.uri,
    url,
    config,
    log,
    deps: built.deps,
    dbUri: db.uri,
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
    resetLimits: resetRateLimits,
    settle: backgroundSettled,
    sentMails: (to) => capture.mails.filter((m) => m.to === to.toLowerCase()),
    loggedErrors: () => [...capture.errors],
    logLines: () => [...capture.lines],
    async userWithToken(role, opts = {}) {
      counter += 1;
      const password = opts.password ?? STRONG_PASSWORD;
      const email = opts.email ?? `${role}${counter}-${Date.now()}@example.com`;
      const twoFactor = opts.totpSecret ? { twoFactor: { secret: seal(config.jwtSecret, opts.totpSecret), recoveryCodes: [] }, twoFactorEnabledAt: new Date() } : {};
      const user = await UserModel.create({
        name: opts.name ?? `Test ${role} ${counter}`,
        email,
        role,
        status: opts.status ?? 'active',
        passwordHash: await hashPassword(password),
        ...twoFactor,
      });
      return { id: user._id.toString(), email, token: await issueToken(config.jwtSecret, user), password };
    },
    async signIn(email, password = STRONG_PASSWORD, totpSecret) {
      const gql = async (query: string, variables: Record<string, unknown>) => {
        const res = await fetch(`${url}/graphql`, { method: 'POST', headers: headers(), body: JSON.stringify({ query, variables }) });
        const body = (await res.json()) as GqlBody;
        if (body.errors?.length) throw new Error(body.errors[0]!.message);
        return body.data;
      };
      const login = (await gql('mutation($input: LoginInput!) { login(input: $input) { token twoFactor { step ticket } } }', { input: { email, password } })).login;
      if (login.token) return { token: login.token as string, totpSecret: null, recoveryCodes: [] };
      const ticket = login.twoFactor.ticket as string;
      if (login.twoFactor.step === 'code') {
        if (!totpSecret) throw new Error(`${email} needs a two-factor code`);
        const verified = (await gql('mutation($input: TwoFactorCodeInput!) { verifyTwoFactor(input: $input) { token } }', { input: { ticket, code: await generate({ secret: totpSecret }) } })).verifyTwoFactor;
        return { token: verified.token as string, totpSecret, recoveryCodes: [] };
      }
      const secret = (await gql('mutation($ticket: String) { startTwoFactorSetup(ticket: $ticket) { secret } }', { ticket })).startTwoFactorSetup.secret as string;
      const confirmed = (
        await gql('mutation($input: TwoFactorSetupInput!) { confirmTwoFactorSetup(input: $input) { token recoveryCodes } }', { input: { ticket, code: await generate({ secret }) } })
      ).confirmTwoFactorSetup;
      return { token: confirmed.token as string, totpSecret: secret, recoveryCodes: confirmed.recoveryCodes as string[] };
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await built.close();
      await db.close();
    },
  };
}
