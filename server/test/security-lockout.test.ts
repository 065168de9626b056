/**
 * Wrong passwords lock the (account, address) pair, not the account, so
 * nobody can lock an owner out; guessing from one address or against one account from many slows
 * down with growing delays; the owner gets in from an address that signed in before, or through the
 * single-use link e-mailed at lockout. Known and unknown e-mails get the same answers and timing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsModel, SETTINGS_ID } from '../src/modules/settings/settings.model.js';
import { clearSettingsCache } from '../src/modules/settings/settings.service.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  // The test server is its own proxy: X-Forwarded-For from loopback names the client address.
  t = await startTestServer({ TRUST_PROXY: 'loopback' });
});
beforeEach(() => t.resetLimits());
afterAll(() => t.close());

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token twoFactor { step } } }`;
const LOCKED = /locked after too many failed sign-in attempts\. Please try again in 15 minutes/;
const INVALID = 'Invalid email or password';

let lastOctet = 0;
const freshAddress = () => `198.51.100.${(lastOctet = (lastOctet % 250) + 1)}`;

async function signIn(email: string, password: string, from: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password } } }),
  });
  const body = (await res.json()) as {
    data?: { login: { token: string | null; twoFactor: { step: string } | null } } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  // `ok`: the password was accepted (an admin is then asked for the second step).
  return { status: res.status, ok: !!body.data?.login.token || !!body.data?.login.twoFactor, message: body.errors?.[0]?.message ?? '', code: body.errors?.[0]?.extensions?.code };
}

async function fail(email: string, from: string, times: number) {
  const messages: string[] = [];
  for (let i = 0; i < times; i += 1) messages.push((await signIn(email, `Wrong!${i}Passw0rd`, from)).message);
  return messages;
}

describe('lockout by (account, address)', () => {
  it('locks the attacking address only: the owner still gets in from a known address and from a new one', async () => {
    const owner = await t.userWithToken('admin');
    const home = freshAddress();
    expect((await signIn(owner.email, owner.password, home)).ok).toBe(true);

    const attacker = freshAddress();
    const messages = await fail(owner.email, attacker, 5);
    expect(messages.slice(0, 4)).toEqual([INVALID, INVALID, INVALID, INVALID]);
    expect(messages[4]).toMatch(LOCKED);
    // The attacker's address stays locked, even with the right password (which is not even checked).
    expect((await signIn(owner.email, owner.password, attacker)).message).toMatch(LOCKED);

    expect((await signIn(owner.email, owner.password, home)).ok).toBe(true);
    expect((await signIn(owner.email, owner.password, freshAddress())).ok).toBe(true);
  });

  it('mails the owner a single-use link at lockout that lifts the lock', async () => {
    const owner = await t.userWithToken('student');
    const from = freshAddress();
    await fail(owner.email, from, 5);
    await expect.poll(() => t.sentMails(owner.email).find((m) => m.subject === 'Your account was locked')).toBeTruthy();
    const mail = t.sentMails(owner.email).find((m) => m.subject === 'Your account was locked')!;
    expect(mail.text).toContain(from);
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token');
    const reset = await t.gql(`mutation($t: String!) { resetPassword(token: $t, newPassword: "Unl0cked!Passw0rd") { message } }`, { t: token });
    expect(reset.body.errors).toBeUndefined();
    expect((await signIn(owner.email, 'Unl0cked!Passw0rd', from)).ok).toBe(true);
    // Single use.
    const again = await t.gql(`mutation($t: String!) { resetPassword(token: $t, newPassword: "Again!Passw0rd1") { message } }`, { t: token });
    expect(again.body.errors?.[0]?.message).toBe('This password link is invalid or has expired.');
  });

  it('takes the threshold from the Login Attempts setting', async () => {
    await SettingsModel.updateOne({ _id: SETTINGS_ID }, { $set: { 'security.loginAttempts': 3 } }, { upsert: true });
    clearSettingsCache();
    try {
      const owner = await t.userWithToken('student');
      const messages = await fail(owner.email, freshAddress(), 3);
      expect(messages.slice(0, 2)).toEqual([INVALID, INVALID]);
      expect(messages[2]).toMatch(LOCKED);
    } finally {
      await SettingsModel.updateOne({ _id: SETTINGS_ID }, { $set: { 'security.loginAttempts': 5 } });
      clearSettingsCache();
    }
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const owner = await t.userWithToken('student');
    const from = freshAddress();
    const known = await fail(owner.email, from, 6);
    const unknown = await fail(`nobody-${Date.now()}@example.com`, from, 6);
    expect(unknown).toEqual(known);
  });
});

describe('growing delays', () => {
  it('slows down one address guessing across many accounts, with Retry-After growing', async () => {
    const from = freshAddress();
    const results = [];
    for (let i = 0; i < 24; i += 1) results.push(await signIn(`spray-${i}-${Date.now()}@example.com`, 'Wrong!Passw0rd', from));
    const limited = results.filter((r) => r.code === 'TOO_MANY_REQUESTS');
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.message).toMatch(/Too many failed sign-in attempts from your address\. Please wait \d+ seconds?/);
    // Another address is not slowed down by it.
    expect((await signIn(`other-${Date.now()}@example.com`, 'Wrong!Passw0rd', freshAddress())).message).toBe(INVALID);
  });

  it('slows down guesses against one account from many addresses, but not its owner at a known address', async () => {
    const owner = await t.userWithToken('student');
    const home = freshAddress();
    expect((await signIn(owner.email, owner.password, home)).ok).toBe(true);
    // The account's first waits last 1 s, then 2 s: on a busy machine the guesses below can take
    // longer than that, and the wait would run out before the owner's check. The clock stands still
    // meanwhile (the limits read the time through Date), so a wait lasts until the check.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 24; i += 1) codes.push((await signIn(owner.email, `Wrong!${i}Passw0rd`, freshAddress())).code);
      expect(codes).toContain('TOO_MANY_REQUESTS');
      expect((await signIn(owner.email, owner.password, freshAddress())).code).toBe('TOO_MANY_REQUESTS');
      expect((await signIn(owner.email, owner.password, home)).ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
