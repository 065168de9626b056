/**
 * Two-factor sign-in in journeys: staff must use a TOTP second factor, so tests compute codes with
 * otplib like an authenticator app would: from the first admin's ADMIN_TOTP_SECRET, or from the
 * setup key the set-up screen shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN } from '../../playwright.config.js';

const STEP_SECONDS = 30;
/**
 * The last time step whose code this run typed, per secret. The server takes each code once per
 * account (and none of an earlier step), as a person meets it when signing in twice within 30 s;
 * kept in a file so that a worker started after a failed test knows it too.
 */
const USED_STEPS = join(tmpdir(), `e2e-totp-steps-${process.env.E2E_PORT ?? '3101'}.json`);

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(USED_STEPS, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A code the server has not seen for this secret: the current step's, else the next step's (the
 * server accepts one step of drift either way), else the one after, once its time has come.
 */
export async function totpCode(secret: string): Promise<string> {
  const last = usedSteps()[secret] ?? 0;
  const now = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
  // The next unused step, last + 1, must be at most one ahead of the clock: wait for step `last` to begin.
  const wait = last * STEP_SECONDS * 1000 - Date.now();
  if (wait > 0) {
    // Waiting for the clock is not the journey's time: a person would wait the same. Without this,
    // a journey that signs in after another one spent the current code lost up to 30 s of its
    // budget, and on a loaded machine ran out of it (careers, 1.1 min against 60 s).
    extendTestTimeout(wait + 100);
    await new Promise((resolve) => setTimeout(resolve, wait + 100));
  }
  const step = Math.max(last + 1, now());
  writeFileSync(USED_STEPS, JSON.stringify({ ...usedSteps(), [secret]: step }));
  return generate({ secret, epoch: step * STEP_SECONDS });
}

/** Adds `ms` to the running test's (or hook's) time budget; outside a test there is none to extend. */
function extendTestTimeout(ms: number): void {
  try {
    const info = test.info();
    if (info.timeout > 0) info.setTimeout(info.timeout + ms);
  } catch {
    // Not inside a test or hook.
  }
}

/** Secrets of accounts a journey set up, so a later sign-in of the same account can compute codes. */
const knownSecrets = new Map<string, string>([[ADMIN.email, ADMIN.totpSecret]]);

export function rememberSecret(email: string, secret: string): void {
  knownSecrets.set(email.toLowerCase(), secret);
}

export function secretOf(email: string): string | undefined {
  return knownSecrets.get(email.toLowerCase());
}

/** On the code step after the password: types the current code and presses Verify. */
export async function enterTwoFactorCode(page: Page, secret: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** On the set-up step: reads the setup key, confirms with a code, passes the recovery codes; answers the secret. */
export async function setUpTwoFactor(page: Page, email: string): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  const key = page.getByLabel('Setup key');
  await expect(key).toHaveText(/[A-Z2-7]{4}/);
  const secret = (await key.innerText()).replace(/\s+/g, '');
  rememberSecret(email, secret);
  await page.getByLabel('Authentication code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue' }).click();
  return secret;
}

interface Answer<T> {
  data?: T;
  errors?: { message: string }[];
}

async function call<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as Answer<T>;
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed (${response.status()}): ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/**
 * Signs in through the API with every step a person would take: the password, then the code (from
 * a known secret) or, for staff without a factor, the set-up. `userFields`: the user selection.
 */
export async function apiSignInSteps(
  request: APIRequestContext,
  email: string,
  password: string,
  userFields = 'id',
): Promise<{ token: string; user: Record<string, unknown> }> {
  type Session = { token: string; user: Record<string, unknown> };
  const { login } = await call<{ login: { token: string | null; user: Record<string, unknown> | null; twoFactor: { step: string; ticket: string } | null } }>(
    request,
    `mutation E2eLogin($input: LoginInput!) { login(input: $input) { token user { ${userFields} } twoFactor { step ticket } } }`,
    { input: { email, password } },
  );
  if (login.token && login.user) return { token: login.token, user: login.user };
  if (!login.twoFactor) throw new Error(`Sign-in of ${email} answered neither a token nor a second step`);
  const { ticket } = login.twoFactor;
  if (login.twoFactor.step === 'code') {
    const secret = secretOf(email);
    if (!secret) throw new Error(`${email} has two-factor sign-in, but this run does not know its secret`);
    const data = await call<{ verifyTwoFactor: Session }>(
      request,
      `mutation E2eVerify($input: TwoFactorCodeInput!) { verifyTwoFactor(input: $input) { token user { ${userFields} } } }`,
      { input: { ticket, code: await totpCode(secret) } },
    );
    return data.verifyTwoFactor;
  }
  const { startTwoFactorSetup } = await call<{ startTwoFactorSetup: { secret: string } }>(
    request,
    'mutation E2eSetup($ticket: String) { startTwoFactorSetup(ticket: $ticket) { secret } }',
    { ticket },
  );
  rememberSecret(email, startTwoFactorSetup.secret);
  const data = await call<{ confirmTwoFactorSetup: { token: string; user: Record<string, unknown> } }>(
    request,
    `mutation E2eConfirm($input: TwoFactorSetupInput!) { confirmTwoFactorSetup(input: $input) { token user { ${userFields} } } }`,
    { input: { ticket, code: await totpCode(startTwoFactorSetup.secret) } },
  );
  return data.confirmTwoFactorSetup;
}

/** The user fields the web app keeps in localStorage `user` (client/src/app/auth/operations.ts, AuthUser). */
export const AUTH_USER_FIELDS = 'id name email role status phone company department position twoFactorEnabled lastLogin joinDate createdAt updatedAt avatar language';

/**
 * The first admin's session, signed in once and reused by the journeys that start as the admin
 * rather than test signing in: each sign-in spends a code, and the server takes each 30-second
 * code once, so forty sign-ins would wait about twenty minutes for fresh codes. Kept in a file
 * for the whole run (a worker started after a failed test reuses it); checked with `me` before each
 * use, so a session that a journey ended (sign-out, password change, suspension, a shorter
 * session timeout) or that belongs to an earlier run's database is replaced by a new sign-in.
 */
const ADMIN_SESSION = join(tmpdir(), `e2e-admin-session-${process.env.E2E_PORT ?? '3101'}.json`);

type StoredSession = { token: string; user: Record<string, unknown> };

async function stillSignedIn(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.post('/graphql', { data: { query: '{ me { id } }' }, headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => null)) as Answer<{ me: { id: string } | null }> | null;
  return Boolean(body?.data?.me?.id);
}

export async function adminSession(request: APIRequestContext): Promise<StoredSession> {
  try {
    const stored = JSON.parse(readFileSync(ADMIN_SESSION, 'utf8')) as StoredSession;
    if (await stillSignedIn(request, stored.token)) return stored;
  } catch {
    // No session yet (or an unreadable file): sign in below.
  }
  const session = await apiSignInSteps(request, ADMIN.email, ADMIN.password, AUTH_USER_FIELDS);
  writeFileSync(ADMIN_SESSION, JSON.stringify(session));
  return session;
}
