/**
 * Response times must not tell which e-mails are registered. Known and unknown
 * e-mails are timed interleaved, and a rank test (Mann-Whitney U) must not tell the two samples
 * apart at p < 0.001. Each sample is the fastest of three tries, which filters out a busy machine's
 * noise. For scale: forgot-password answers before it makes and sends the link; making and sending
 * it before answering gives z = 3.7 on a machine shared by nine busy processes (far higher on a
 * quiet one), answering first 0.2 to 1.6.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
/** The requests are made, and timed, from a process of their own (helpers/timing-client.mjs). */
let client: ChildProcessWithoutNullStreams;
let answers: AsyncIterator<string>;
beforeAll(async () => {
  t = await startTestServer({ TRUST_PROXY: 'loopback' });
  client = spawn(process.execPath, [fileURLToPath(new URL('./helpers/timing-client.mjs', import.meta.url))]);
  answers = createInterface({ input: client.stdout })[Symbol.asyncIterator]();
});
afterAll(async () => {
  client.stdin.end();
  await t.close();
});

// Forgot-password is cheap, so it gets more samples; sign-in runs argon2 each time.
const SAMPLES = { forgot: 30, signIn: 16 };
const TRIES = 3;

/** |z| of the Mann-Whitney U test (normal approximation, no tie correction needed for timings). */
function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  let rankSumA = 0;
  all.forEach((x, i) => {
    if (x.g === 0) rankSumA += i + 1;
  });
  const u = rankSumA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return Math.abs((u - mean) / sd);
}

let registeredEmails: string[] = [];
/** A few registered e-mails, reused (every try starts from fresh counters). */
async function knownEmails(): Promise<string[]> {
  if (!registeredEmails.length) registeredEmails = await Promise.all([1, 2, 3, 4].map(() => t.userWithToken('student').then((u) => u.email)));
  return registeredEmails;
}

let octet = 0;
/** The fastest of a few tries: what the server's work costs, with the machine's load filtered out. */
async function timed(query: string, variables: Record<string, unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < TRIES; i += 1) best = Math.min(best, await timedOnce(query, variables));
  return best;
}

async function timedOnce(query: string, variables: Record<string, unknown>): Promise<number> {
  octet = (octet % 250) + 1;
  await t.resetLimits();
  const request = { url: `${t.url}/graphql`, headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${String(octet)}` }, body: JSON.stringify({ query, variables }) };
  client.stdin.write(`${JSON.stringify(request)}\n`);
  const answer = await answers.next();
  if (answer.done) throw new Error('The timing client stopped');
  const ms = Number(answer.value);
  await t.settle();
  return ms;
}

async function compare(query: string, vars: (email: string) => Record<string, unknown>, n: number): Promise<number> {
  const registered = await knownEmails();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i += 1) {
    // Alternate which goes first, so drift in the machine's load falls on both alike.
    const unknown = `nobody-${i}-${Date.now()}@example.com`;
    if (i % 2) {
      a.push(await timed(query, vars(registered[i % registered.length]!)));
      b.push(await timed(query, vars(unknown)));
    } else {
      b.push(await timed(query, vars(unknown)));
      a.push(await timed(query, vars(registered[i % registered.length]!)));
    }
  }
  return mannWhitneyZ(a, b);
}

describe('timing does not tell registered e-mails apart', () => {
  it('forgot-password', { timeout: 120_000 }, async () => {
    const z = await compare(`mutation($e: String!) { forgotPassword(email: $e) { message } }`, (e) => ({ e }), SAMPLES.forgot);
    expect(z).toBeLessThan(3.29);
  });

  // Every try runs argon2 once; on a loaded machine that takes a while.
  it('sign-in with a wrong password', { timeout: 120_000 }, async () => {
    const z = await compare(`mutation($i: LoginInput!) { login(input: $i) { token } }`, (email) => ({ i: { email, password: 'Wrong!Passw0rd' } }), SAMPLES.signIn);
    expect(z).toBeLessThan(3.29);
  });
});
