import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { NotificationModel } from '../src/modules/notifications/notification.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token pendingApproval message user { id name email role status phone company joinDate } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token user { id email role lastLogin } } }`;
const ME = `{ me { id email name phone company position } }`;

const reg = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada${Math.random().toString(36).slice(2)}@example.com`,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  agreeToTerms: true,
  ...over,
});

async function latestMail(to: string) {
  return MailModel.findOne({ to: to.toLowerCase() }).sort({ createdAt: -1, _id: -1 }).lean();
}

describe('registration', () => {
  it('checks in the spec order: match, length, terms', async () => {
    const mismatch = await t.gql(REGISTER, { input: reg({ password: 'short', confirmPassword: 'other', agreeToTerms: false }) });
    expect(mismatch.body.errors?.[0]?.message).toBe('Passwords do not match');
    const short = await t.gql(REGISTER, { input: reg({ password: 'short', confirmPassword: 'short', agreeToTerms: false }) });
    expect(short.body.errors?.[0]?.message).toBe('Password must be at least 8 characters long');
    const terms = await t.gql(REGISTER, { input: reg({ agreeToTerms: false }) });
    expect(terms.body.errors?.[0]?.message).toBe('Please agree to the terms and conditions');
    expect(terms.body.errors?.[0]?.extensions?.fields).toEqual({ agreeToTerms: 'Please agree to the terms and conditions' });
  });

  it('refuses a registration that does not say the terms were agreed, over GraphQL and REST, and creates no account', async () => {
    const { agreeToTerms: _agreed, ...withoutTerms } = reg();
    const gql = await t.gql(REGISTER, { input: withoutTerms });
    expect(gql.body.errors?.[0]?.extensions?.fields).toEqual({ agreeToTerms: 'Please agree to the terms and conditions' });
    const rest = await t.rest('POST', '/auth/register', { ...withoutTerms, agreeToTerms: 'yes' });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ agreeToTerms: 'Please agree to the terms and conditions' });
    expect(await UserModel.exists({ email: withoutTerms.email })).toBeNull();
  });

  it('enforces the strong password policy by default with a clear message', async () => {
    const res = await t.gql(REGISTER, { input: reg({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }) });
    expect(res.body.errors?.[0]?.extensions?.fields?.['password']).toMatch(/not strong enough/);
  });

  it('signs a student in at once, defaulting the role and storing the e-mail in lower case', async () => {
    const input = reg({ email: 'Grace.Hopper@Example.com', phone: '+1 555', company: 'Navy' });
    const res = await t.gql(REGISTER, { input: { ...input, role: undefined } });
    const payload = res.body.data.register;
    expect(payload).toMatchObject({ pendingApproval: false, user: { role: 'student', status: 'active', email: 'grace.hopper@example.com', phone: null, company: null } });
    const me = await t.gql(ME, {}, payload.token);
    expect(me.body.data.me.email).toBe('grace.hopper@example.com');
  });

  it('keeps phone and company for candidates', async () => {
    const res = await t.gql(REGISTER, { input: reg({ role: 'applicant', phone: '+44 20', company: 'Acme' }) });
    expect(res.body.data.register.user).toMatchObject({ role: 'applicant', phone: '+44 20', company: 'Acme' });
  });

  it('refuses a duplicate e-mail with CONFLICT, whatever its case', async () => {
    const input = reg();
    await t.gql(REGISTER, { input });
    const again = await t.gql(REGISTER, { input: { ...input, email: input.email.toUpperCase() } });
    expect(again.body.errors?.[0]).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
  });

  it('refuses self-registration as editor or moderator', async () => {
    const res = await t.gql(`mutation { register(input: { name: "X", email: "x@example.com", password: "${STRONG_PASSWORD}", agreeToTerms: true, role: editor }) { token } }`);
    expect(res.body.errors?.[0]?.extensions?.fields?.['role']).toBe('Role must be student, applicant or admin');
  });

  it('makes an admin request pending, without a token, and tells every active admin and the contact address', async () => {
    const admin = await t.userWithToken('admin');
    const input = reg({ role: 'admin', company: 'Acme' });
    const res = await t.gql(REGISTER, { input });
    const payload = res.body.data.register;
    expect(payload).toMatchObject({ token: null, pendingApproval: true, user: { status: 'pending', role: 'admin' } });
    expect(payload.message).toMatch(/e-mail once it has been reviewed/);
    const note = await NotificationModel.findOne({ user: admin.id, title: 'New admin access request' }).lean();
    expect(note?.message).toContain(input.email);
    // Staff are e-mailed at the Contact Email of the settings (System Settings › General).
    expect((await latestMail('info@aisolutions.example'))?.subject).toBe('New admin access request');
    expect((await latestMail(input.email))?.subject).toBe('We received your request for admin access');

    const login = await t.gql(LOGIN, { input: { email: input.email, password: STRONG_PASSWORD } });
    expect(login.body.errors?.[0]?.message).toMatch(/awaiting approval/);
  });
});

describe('sign-in', () => {
  it('answers a token and records the last login', async () => {
    const u = await t.userWithToken('student');
    const res = await t.gql(LOGIN, { input: { email: u.email.toUpperCase(), password: u.password } });
    expect(res.body.data.login.user.email).toBe(u.email);
    expect(res.body.data.login.user.lastLogin).toBeTruthy();
    expect((await t.gql(ME, {}, res.body.data.login.token)).body.data.me.id).toBe(u.id);
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const u = await t.userWithToken('student');
    const wrong = await t.gql(LOGIN, { input: { email: u.email, password: 'Wrong!Passw0rd' } });
    const unknown = await t.gql(LOGIN, { input: { email: 'nobody@example.com', password: 'Wrong!Passw0rd' } });
    expect(wrong.body.errors?.[0]?.message).toBe('Invalid email or password');
    expect(unknown.body.errors?.[0]?.message).toBe('Invalid email or password');
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('names the missing fields', async () => {
    const res = await t.gql(LOGIN, { input: { email: '', password: '' } });
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('locks an account for 15 minutes after 5 failed attempts, even with the right password', async () => {
    const u = await t.userWithToken('student');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push((await t.gql(LOGIN, { input: { email: u.email, password: `Wrong!${i}Password` } })).body.errors?.[0]?.message ?? '');
    }
    expect(messages.slice(0, 4).every((m) => m === 'Invalid email or password')).toBe(true);
    expect(messages[4]).toMatch(/locked after too many failed sign-in attempts\. Please try again in 15 minutes/);
    const right = await t.gql(LOGIN, { input: { email: u.email, password: u.password } });
    expect(right.body.errors?.[0]?.message).toMatch(/locked/);
    // Unknown addresses show the same lock, so the message reveals nothing.
    let last = '';
    for (let i = 0; i < 5; i++) last = (await t.gql(LOGIN, { input: { email: 'ghost@example.com', password: 'x' } })).body.errors?.[0]?.message ?? '';
    expect(last).toMatch(/locked/);
  });

  it('refuses suspended and inactive accounts with a message that says why', async () => {
    const s = await t.userWithToken('student', { status: 'suspended' });
    expect((await t.gql(LOGIN, { input: { email: s.email, password: s.password } })).body.errors?.[0]?.message).toMatch(/suspended/);
    const i = await t.userWithToken('student', { status: 'inactive' });
    expect((await t.gql(LOGIN, { input: { email: i.email, password: i.password } })).body.errors?.[0]?.message).toMatch(/inactive/);
  });

  // Failed sign-ins are locked and slowed down per (account, address): see security-lockout.test.ts.
  it('never slows down successful sign-ins', async () => {
    const u = await t.userWithToken('student');
    for (let i = 0; i < 12; i++) {
      const ok = await t.gql(LOGIN, { input: { email: u.email, password: u.password } });
      expect(ok.body.data?.login.token, `sign-in ${i + 1}`).toBeTruthy();
    }
  });
});

describe('profile and passwords', () => {
  it('merges profile fields and leaves the others alone', async () => {
    const u = await t.userWithToken('applicant');
    await t.gql(`mutation { updateProfile(input: { phone: "123", company: "Acme" }) { id } }`, {}, u.token);
    const res = await t.gql(`mutation { updateProfile(input: { position: "Engineer" }) { phone company position } }`, {}, u.token);
    expect(res.body.data.updateProfile).toEqual({ phone: '123', company: 'Acme', position: 'Engineer' });
    expect((await t.gql(`mutation { updateProfile(input: { name: " " }) { name } }`, {}, u.token)).body.errors?.[0]?.extensions?.fields).toEqual({ name: 'Full name is required' });
    expect((await t.gql(`mutation { updateProfile(input: { name: "X" }) { name } }`)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps an avatar only as a web address, over GraphQL and REST, and names the field otherwise', async () => {
    const u = await t.userWithToken('student');
    const SET = `mutation($avatar: String) { updateProfile(input: { avatar: $avatar }) { avatar } }`;
    for (const avatar of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'ftp://example.com/me.png', '/me.png', 'https://user:secret@example.com/me.png', 'not a url']) {
      const res = await t.gql(SET, { avatar }, u.token);
      expect(res.body.errors?.[0]?.extensions?.fields, avatar).toEqual({ avatar: 'Avatar must be a web address starting with https:// or http://' });
      const rest = await t.rest('PUT', '/auth/profile', { avatar }, u.token);
      expect(rest.status, avatar).toBe(400);
      expect(rest.body.errors, avatar).toEqual({ avatar: 'Avatar must be a web address starting with https:// or http://' });
    }
    expect((await t.gql(SET, { avatar: 'https://images.example.com/me.png' }, u.token)).body.data.updateProfile).toEqual({ avatar: 'https://images.example.com/me.png' });
    expect((await UserModel.findById(u.id).lean())?.avatar).toBe('https://images.example.com/me.png');
  });

  it('changes the password, revokes other sessions and answers a fresh token', async () => {
    const u = await t.userWithToken('student');
    const other = (await t.gql(LOGIN, { input: { email: u.email, password: u.password } })).body.data.login.token;
    const wrong = await t.gql(`mutation { changePassword(currentPassword: "nope", newPassword: "New!Passw0rd") { token } }`, {}, u.token);
    expect(wrong.body.errors?.[0]?.extensions?.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    const res = await t.gql(`mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "New!Passw0rd") { token } }`, { c: u.password }, u.token);
    const fresh = res.body.data.changePassword.token;
    expect((await t.gql(ME, {}, fresh)).body.data.me.id).toBe(u.id);
    expect((await t.gql(ME, {}, other)).status).toBe(401);
    expect((await t.gql(LOGIN, { input: { email: u.email, password: 'New!Passw0rd' } })).body.data.login.token).toBeTruthy();
  });

  it('resets a forgotten password through the single-use e-mailed link', async () => {
    const u = await t.userWithToken('student');
    const ask = await t.gql(`mutation($e: String!) { forgotPassword(email: $e) { message } }`, { e: u.email });
    const unknown = await t.gql(`mutation { forgotPassword(email: "who@example.com") { message } }`);
    expect(ask.body.data.forgotPassword.message).toBe(unknown.body.data.forgotPassword.message);
    await t.settle();
    const mail = t.sentMails(u.email)[0];
    const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')![0]).searchParams.get('token');
    expect(token).toBeTruthy();
    const weak = await t.gql(`mutation($t: String!) { resetPassword(token: $t, newPassword: "weakweak") { message } }`, { t: token });
    expect(weak.body.errors?.[0]?.extensions?.fields?.['newPassword']).toMatch(/not strong enough/);
    const ok = await t.gql(`mutation($t: String!) { resetPassword(token: $t, newPassword: "Reset!Passw0rd") { message } }`, { t: token });
    expect(ok.body.data.resetPassword.message).toMatch(/password has been set/);
    const again = await t.gql(`mutation($t: String!) { resetPassword(token: $t, newPassword: "Other!Passw0rd") { message } }`, { t: token });
    expect(again.body.errors?.[0]?.message).toBe('This password link is invalid or has expired.');
    expect((await t.gql(ME, {}, u.token)).status).toBe(401);
    expect((await t.gql(LOGIN, { input: { email: u.email, password: 'Reset!Passw0rd' } })).body.data.login.token).toBeTruthy();
  });
});

describe('REST /api/auth', () => {
  it('registers and signs in with { data: { user, token } }', async () => {
    const input = reg();
    const registered = await t.rest('POST', '/auth/register', { name: input.name, email: input.email, password: input.password, role: 'student', agreeToTerms: true });
    expect(registered.status).toBe(201);
    expect(registered.body.data.user.email).toBe(input.email);
    expect(registered.body.data.user.passwordHash).toBeUndefined();
    const login = await t.rest('POST', '/auth/login', { email: input.email, password: input.password });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body.data).sort()).toEqual(['token', 'twoFactor', 'user']);
    const me = await t.rest('GET', '/auth/me', undefined, login.body.data.token);
    expect(me.body.data.email).toBe(input.email);
    expect((await t.rest('GET', '/auth/me')).status).toBe(401);
    const profile = await t.rest('PUT', '/auth/profile', { company: 'Initech' }, login.body.data.token);
    expect(profile.body.data.company).toBe('Initech');
    const bad = await t.rest('POST', '/auth/login', { email: input.email, password: 'wrong' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: 'Invalid email or password', errors: {} });
  });

  it('serves forgot-password, reset-password and change-password', async () => {
    const u = await t.userWithToken('student');
    expect((await t.rest('POST', '/auth/forgot-password', { email: u.email })).status).toBe(200);
    await t.settle();
    const token = new URL(/https?:\/\/\S+/.exec(t.sentMails(u.email)[0]?.text ?? '')![0]).searchParams.get('token');
    expect((await t.rest('POST', '/auth/reset-password', { token, newPassword: 'Rest!Passw0rd' })).status).toBe(200);
    const login = await t.rest('POST', '/auth/login', { email: u.email, password: 'Rest!Passw0rd' });
    const change = await t.rest('POST', '/auth/change-password', { currentPassword: 'Rest!Passw0rd', newPassword: 'Again!Passw0rd' }, login.body.data.token);
    expect(change.status).toBe(200);
    expect(await UserModel.exists({ email: u.email })).toBeTruthy();
  });
});
