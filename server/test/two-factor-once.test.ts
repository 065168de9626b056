/**
 * A two-factor code and a sign-in ticket each work once (RFC 6238 §5.2): a code that signed in is
 * refused at every later attempt on that account, and so is any code of an earlier time step; a
 * ticket that became a session (after the code step, or after setting up the factor) signs in no
 * more. Both are kept in the database, so simultaneous requests (or app processes) cannot each win.
 */
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token twoFactor { step ticket } } }`;
const VERIFY = `mutation($input: TwoFactorCodeInput!) { verifyTwoFactor(input: $input) { token } }`;
const START = `mutation($ticket: String) { startTwoFactorSetup(ticket: $ticket) { secret } }`;
const CONFIRM = `mutation($input: TwoFactorSetupInput!) { confirmTwoFactorSetup(input: $input) { token } }`;
const USED = 'This code has already been used. Wait for the next code from your authenticator app.';
const EXPIRED = 'Your sign-in has expired. Please sign in again.';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(() => t.resetLimits());

const ticketFor = async (email: string) => (await t.gql(LOGIN, { input: { email, password: STRONG_PASSWORD } })).body.data.login.twoFactor.ticket as string;
/** The code an authenticator app shows `steps` time steps (30 s each) from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const verify = (ticket: string, code: string) => t.gql(VERIFY, { input: { ticket, code } });

async function staffWithFactor() {
  const secret = generateSecret();
  const user = await t.userWithToken('admin', { totpSecret: secret });
  return { ...user, secret };
}

describe('a two-factor code', () => {
  it('signs in once: the same code at the next sign-in is refused, over GraphQL and REST', async () => {
    const admin = await staffWithFactor();
    const code = await codeAt(admin.secret);
    const first = await verify(await ticketFor(admin.email), code);
    expect(typeof first.body.data.verifyTwoFactor.token).toBe('string');

    const again = await verify(await ticketFor(admin.email), code);
    expect(again.body.errors?.[0]).toMatchObject({ message: USED, extensions: { code: 'UNAUTHENTICATED' } });
    expect(again.body.data).toBeNull();
    const rest = await t.rest('POST', '/auth/two-factor/verify', { ticket: await ticketFor(admin.email), code });
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe(USED);
  });

  it("refuses a code of an earlier time step once a later one signed in (the drift window's codes too)", async () => {
    const admin = await staffWithFactor();
    const next = await verify(await ticketFor(admin.email), await codeAt(admin.secret, 1));
    expect(typeof next.body.data.verifyTwoFactor.token).toBe('string');
    const current = await verify(await ticketFor(admin.email), await codeAt(admin.secret));
    expect(current.body.errors?.[0]?.message).toBe(USED);
  });

  it('lets exactly one of several simultaneous sign-ins with the same code through', async () => {
    const admin = await staffWithFactor();
    const code = await codeAt(admin.secret);
    const tickets = await Promise.all([1, 2, 3, 4].map(() => ticketFor(admin.email)));
    const answers = await Promise.all(tickets.map((ticket) => verify(ticket, code)));
    expect(answers.filter((a) => typeof a.body.data?.verifyTwoFactor?.token === 'string')).toHaveLength(1);
    expect(answers.filter((a) => a.body.errors?.[0]?.message === USED)).toHaveLength(3);
  });

  it('that turned the factor on (on the profile) cannot sign in afterwards', async () => {
    const student = await t.userWithToken('student');
    const { secret } = (await t.gql(START, {}, student.token)).body.data.startTwoFactorSetup;
    const code = await codeAt(secret);
    const on = await t.gql(CONFIRM, { input: { code } }, student.token);
    expect(on.body.errors).toBeUndefined();
    const replay = await verify(await ticketFor(student.email), code);
    expect(replay.body.errors?.[0]?.message).toBe(USED);
  });
});

describe('a sign-in ticket', () => {
  it('becomes one session: after the code step it signs in no more, even with a new code', async () => {
    const admin = await staffWithFactor();
    const ticket = await ticketFor(admin.email);
    expect(typeof (await verify(ticket, await codeAt(admin.secret))).body.data.verifyTwoFactor.token).toBe('string');
    const reused = await verify(ticket, await codeAt(admin.secret, 1));
    expect(reused.body.errors?.[0]).toMatchObject({ message: EXPIRED, extensions: { code: 'UNAUTHENTICATED' } });
    const rest = await t.rest('POST', '/auth/two-factor/verify', { ticket, code: await codeAt(admin.secret, 1) });
    expect(rest.status).toBe(401);
  });

  it('survives a wrong code: the person types it again on the same ticket', async () => {
    const admin = await staffWithFactor();
    const ticket = await ticketFor(admin.email);
    expect((await verify(ticket, '000000')).body.errors?.[0]?.message).toBe('Invalid authentication code');
    expect(typeof (await verify(ticket, await codeAt(admin.secret))).body.data.verifyTwoFactor.token).toBe('string');
  });

  it('that set up the factor signs in no more, neither with a code nor by setting up again', async () => {
    const editor = await t.userWithToken('editor');
    const ticket = await ticketFor(editor.email);
    const { secret } = (await t.gql(START, { ticket })).body.data.startTwoFactorSetup;
    const setupCode = await codeAt(secret);
    const done = await t.gql(CONFIRM, { input: { ticket, code: setupCode } });
    expect(typeof done.body.data.confirmTwoFactorSetup.token).toBe('string');

    const third = await verify(ticket, await codeAt(secret, 1));
    expect(third.body.errors?.[0]?.message).toBe(EXPIRED);
    const restart = await t.gql(START, { ticket });
    expect(restart.body.errors?.[0]?.message).toBe(EXPIRED);
    // The set-up's code is spent too: a new sign-in with it is refused.
    expect((await verify(await ticketFor(editor.email), setupCode)).body.errors?.[0]?.message).toBe(USED);
  });

  it('of two simultaneous set-up confirmations yields one session', async () => {
    const editor = await t.userWithToken('editor');
    const ticket = await ticketFor(editor.email);
    const { secret } = (await t.gql(START, { ticket })).body.data.startTwoFactorSetup;
    const [a, b] = await Promise.all([t.gql(CONFIRM, { input: { ticket, code: await codeAt(secret) } }), t.gql(CONFIRM, { input: { ticket, code: await codeAt(secret, 1) } })]);
    const tokens = [a, b].filter((r) => typeof r.body.data?.confirmTwoFactorSetup?.token === 'string');
    expect(tokens).toHaveLength(1);
  });
});
