/**
 * Two-factor sign-in: a staff sign-in asks for a TOTP code (or a recovery code) after the
 * password and issues no token before both; staff without a factor set it up first; anyone can turn
 * it on from their profile; an administrator can reset it. Codes are real, computed with otplib.
 */
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityModel } from '../src/modules/activity/activity.model.js';
import { ensureFirstAdmin } from '../src/modules/users/first-admin.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token user { id } twoFactor { step ticket } } }`;
const VERIFY = `mutation($input: TwoFactorCodeInput!) { verifyTwoFactor(input: $input) { token user { email twoFactorEnabled } } }`;
const START = `mutation($ticket: String) { startTwoFactorSetup(ticket: $ticket) { secret otpauthUrl qrCode } }`;
const CONFIRM = `mutation($input: TwoFactorSetupInput!) { confirmTwoFactorSetup(input: $input) { token recoveryCodes user { twoFactorEnabled } } }`;
const DISABLE = `mutation($code: String!) { disableTwoFactor(code: $code) { twoFactorEnabled } }`;
const RESET = `mutation($id: ID!) { resetTwoFactor(userId: $id) { twoFactorEnabled } }`;
const ME = `query { me { email twoFactorEnabled } }`;
const SETTINGS = `mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { updatedAt } }`;

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['userWithToken']>>;
const adminSecret = generateSecret();

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { totpSecret: adminSecret });
});
afterAll(() => t.close());
beforeEach(() => t.resetLimits());

const login = async (email: string, password = STRONG_PASSWORD) => (await t.gql(LOGIN, { input: { email, password } })).body;
const ticketFor = async (email: string) => (await login(email)).data.login.twoFactor.ticket as string;

describe('signing in with a second factor', () => {
  it('asks an admin for the code after the password, and issues the token only with a right code', async () => {
    const first = await login(admin.email);
    expect(first.data.login).toMatchObject({ token: null, user: null, twoFactor: { step: 'code' } });
    const ticket = first.data.login.twoFactor.ticket as string;
    // The ticket proves only the password: it is no access token.
    const asToken = await t.gql(ME, {}, ticket);
    expect(asToken.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const signedIn = await t.gql(VERIFY, { input: { ticket, code: await generate({ secret: adminSecret }) } });
    expect(signedIn.body.data.verifyTwoFactor.user).toEqual({ email: admin.email, twoFactorEnabled: true });
    const me = await t.gql(ME, {}, signedIn.body.data.verifyTwoFactor.token);
    expect(me.body.data.me.email).toBe(admin.email);
  });

  it('refuses a missing or wrong code, and locks after the Login Attempts setting like passwords', async () => {
    const ticket = await ticketFor(admin.email);
    const missing = await t.gql(VERIFY, { input: { ticket, code: ' ' } });
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Authentication code is required', extensions: { code: 'BAD_USER_INPUT' } });
    for (let i = 1; i < 5; i++) {
      const wrong = await t.gql(VERIFY, { input: { ticket, code: '000000' } });
      expect(wrong.body.errors?.[0]).toMatchObject({ message: 'Invalid authentication code', extensions: { code: 'UNAUTHENTICATED' } });
      expect(wrong.body.data).toBeNull();
    }
    const fifth = await t.gql(VERIFY, { input: { ticket, code: '000000' } });
    expect(fifth.body.errors?.[0]?.message).toMatch(/locked after too many failed sign-in attempts/);
    // Locked: even the right code, and the password, are refused until the lock lifts.
    const right = await t.gql(VERIFY, { input: { ticket, code: await generate({ secret: adminSecret }) } });
    expect(right.body.errors?.[0]?.message).toMatch(/locked/);
    expect((await login(admin.email)).errors?.[0]?.message).toMatch(/locked/);
    const lockout = await ActivityModel.findOne({ action: 'lockout', entityId: admin.id }).lean();
    expect(lockout?.summary).toMatch(/locked for 15 minutes after 5 failed attempts/);
  });

  it('refuses a forged or foreign ticket', async () => {
    const forged = await t.gql(VERIFY, { input: { ticket: 'not-a-ticket', code: await generate({ secret: adminSecret }) } });
    expect(forged.body.errors?.[0]).toMatchObject({ message: 'Your sign-in has expired. Please sign in again.' });
    // An access token is not a ticket either.
    const asTicket = await t.gql(VERIFY, { input: { ticket: admin.token, code: await generate({ secret: adminSecret }) } });
    expect(asTicket.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('works over REST too', async () => {
    // Another admin: each code signs in once per account, and the first test used this one's.
    const secret = generateSecret();
    const other = await t.userWithToken('admin', { totpSecret: secret });
    const first = await t.rest('POST', '/auth/login', { email: other.email, password: STRONG_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ token: null, user: null, twoFactor: { step: 'code' } });
    const second = await t.rest('POST', '/auth/two-factor/verify', { ticket: first.body.data.twoFactor.ticket, code: await generate({ secret }) });
    expect(second.status).toBe(200);
    expect(second.body.data.user.email).toBe(other.email);
    expect(typeof second.body.data.token).toBe('string');
  });
});

describe('setting up two-factor sign-in', () => {
  it('makes an editor without a factor set one up right after the password: QR code, code, 10 recovery codes once', async () => {
    const editor = await t.userWithToken('editor');
    const first = await login(editor.email);
    expect(first.data.login).toMatchObject({ token: null, twoFactor: { step: 'enroll' } });
    const ticket = first.data.login.twoFactor.ticket as string;

    const setup = (await t.gql(START, { ticket })).body.data.startTwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/AI%20Solutions:.*secret=/);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await t.gql(CONFIRM, { input: { ticket, code: '000000' } });
    expect(wrong.body.errors?.[0]?.message).toBe('Invalid authentication code');

    const done = (await t.gql(CONFIRM, { input: { ticket, code: await generate({ secret: setup.secret }) } })).body.data.confirmTwoFactorSetup;
    expect(done.user.twoFactorEnabled).toBe(true);
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    expect((await t.gql(ME, {}, done.token)).body.data.me).toEqual({ email: editor.email, twoFactorEnabled: true });

    // Stored sealed and hashed: neither the secret nor a recovery code appears in the database.
    const stored = JSON.stringify(await UserModel.findById(editor.id).select('+twoFactor').lean());
    expect(stored).not.toContain(setup.secret);
    for (const code of done.recoveryCodes as string[]) expect(stored).not.toContain(code);

    // From now on the code is asked, and a ticket cannot set up a new secret instead.
    const next = await ticketFor(editor.email);
    expect((await login(editor.email)).data.login.twoFactor.step).toBe('code');
    const again = await t.gql(START, { ticket: next });
    expect(again.body.errors?.[0]).toMatchObject({ message: 'Two-factor authentication is already on for this account.', extensions: { code: 'CONFLICT' } });
  });

  it('accepts each recovery code once in place of the app code', async () => {
    const editor = await t.userWithToken('editor');
    const { recoveryCodes } = await t.signIn(editor.email);
    const code = recoveryCodes[3]!;
    const first = await t.gql(VERIFY, { input: { ticket: await ticketFor(editor.email), code: code.toLowerCase() } });
    expect(typeof first.body.data.verifyTwoFactor.token).toBe('string');
    const reused = await t.gql(VERIFY, { input: { ticket: await ticketFor(editor.email), code } });
    expect(reused.body.errors?.[0]?.message).toBe('Invalid authentication code');
    expect((await UserModel.findById(editor.id).select('+twoFactor').lean())?.twoFactor?.recoveryCodes).toHaveLength(9);
  });

  it('lets staff without a factor sign in with the password alone when the setting is off', async () => {
    await t.gql(SETTINGS, { input: { security: { twoFactorAuth: false } } }, admin.token);
    try {
      const editor = await t.userWithToken('editor');
      const signedIn = (await login(editor.email)).data.login;
      expect(signedIn.twoFactor).toBeNull();
      expect(typeof signedIn.token).toBe('string');
      // Whoever has a factor still enters the code.
      expect((await login(admin.email)).data.login.twoFactor.step).toBe('code');
    } finally {
      await t.gql(SETTINGS, { input: { security: { twoFactorAuth: true } } }, admin.token);
    }
  });

  it('lets a student turn it on from the profile, sign in with a code, and turn it off with a code', async () => {
    const student = await t.userWithToken('student');
    expect((await login(student.email)).data.login.twoFactor).toBeNull();
    const setup = (await t.gql(START, {}, student.token)).body.data.startTwoFactorSetup;
    const on = (await t.gql(CONFIRM, { input: { code: await generate({ secret: setup.secret }) } }, student.token)).body.data.confirmTwoFactorSetup;
    expect(on).toMatchObject({ token: null, user: { twoFactorEnabled: true } });
    expect(on.recoveryCodes).toHaveLength(10);
    expect((await login(student.email)).data.login.twoFactor.step).toBe('code');

    const wrong = await t.gql(DISABLE, { code: '000000' }, student.token);
    expect(wrong.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { code: 'Invalid authentication code' } } });
    // The next code from the app: the one that turned it on is spent.
    const off = await t.gql(DISABLE, { code: await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 }) }, student.token);
    expect(off.body.data.disableTwoFactor.twoFactorEnabled).toBe(false);
    expect((await login(student.email)).data.login.twoFactor).toBeNull();
  });

  it('keeps staff from turning it off while the setting requires it', async () => {
    const off = await t.gql(DISABLE, { code: await generate({ secret: adminSecret }) }, admin.token);
    expect(off.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe("an administrator's reset", () => {
  it('clears another user’s factor (recorded); the editor sets up a new one at the next sign-in', async () => {
    const editor = await t.userWithToken('editor', { name: 'Eddie Lost-Phone' });
    await t.signIn(editor.email);
    const reset = await t.gql(RESET, { id: editor.id }, admin.token);
    expect(reset.body.data.resetTwoFactor.twoFactorEnabled).toBe(false);
    expect((await login(editor.email)).data.login.twoFactor.step).toBe('enroll');
    const entry = await ActivityModel.findOne({ entityId: editor.id, summary: /reset two-factor/ }).lean();
    expect(entry?.summary).toMatch(/reset two-factor authentication for Eddie Lost-Phone$/);
  });

  it('is for administrators only, and not for their own account', async () => {
    const editor = await t.userWithToken('editor');
    const other = await t.userWithToken('editor');
    await t.signIn(other.email);
    const byEditor = await t.gql(RESET, { id: other.id }, editor.token);
    expect(byEditor.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await t.gql(RESET, { id: admin.id }, admin.token);
    expect(own.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await t.rest('POST', `/users/${other.id}/two-factor/reset`, undefined, admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body.data.twoFactorEnabled).toBe(false);
  });
});

describe('ADMIN_TOTP_SECRET', () => {
  it('provisions the first admin’s factor, so scripts sign in by computing codes', async () => {
    const secret = generateSecret();
    const config = { ...t.config, admin: { email: 'first-admin@example.com', password: STRONG_PASSWORD, name: 'First Admin', totpSecret: secret } };
    await ensureFirstAdmin(config, t.log);
    expect((await login('first-admin@example.com')).data.login.twoFactor.step).toBe('code');
    const { token } = await t.signIn('first-admin@example.com', STRONG_PASSWORD, secret);
    expect((await t.gql(ME, {}, token)).body.data.me.twoFactorEnabled).toBe(true);
  });
});
