import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';

// Logout revokes the sign-in on the server: clearing the browser alone would leave the token
// working until it expired.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token } }`;
const ME = `{ me { email } }`;

async function newStudent() {
  const email = `leave${Math.random().toString(36).slice(2)}@example.com`;
  const input = { name: 'Lea Ving', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agreeToTerms: true };
  await t.gql(REGISTER, { input });
  const signIn = async () => (await t.gql(LOGIN, { input: { email, password: STRONG_PASSWORD } })).body.data.login.token as string;
  return { email, signIn };
}

describe('logout on the server', () => {
  it('stops the signed-out token at once, and only that sign-in', async () => {
    const { email, signIn } = await newStudent();
    const laptop = await signIn();
    const phone = await signIn();
    expect((await t.gql(ME, {}, laptop)).body.data.me.email).toBe(email);

    expect((await t.gql('mutation { logout }', {}, laptop)).body.data.logout).toBe(true);

    const after = await t.gql(ME, {}, laptop);
    expect(after.body.errors?.[0]?.message).toBe('Your session has expired. Please sign in again.');
    expect((await t.rest('GET', '/auth/me', undefined, laptop)).status).toBe(401);
    expect((await t.gql(ME, {}, phone)).body.data.me.email).toBe(email);
  });

  it('signs out every device with "Sign out of all devices", while a new sign-in works', async () => {
    const { email, signIn } = await newStudent();
    const laptop = await signIn();
    const phone = await signIn();
    expect((await t.rest('POST', '/auth/logout-everywhere', {}, phone)).status).toBe(200);
    expect((await t.gql(ME, {}, laptop)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, phone)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, await signIn())).body.data.me.email).toBe(email);
  });

  it('refuses logout without a session', async () => {
    const res = await t.gql('mutation { logout }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
