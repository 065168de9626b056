import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, SERVER_LOG } from '../../playwright.config.js';
import { adminSession, apiSignInSteps, enterTwoFactorCode } from './two-factor.js';

export { ADMIN };
export { enterTwoFactorCode, setUpTwoFactor } from './two-factor.js';

/** A password the default 'strong' policy accepts (length, upper, lower, digit, special). */
export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

/**
 * For `expect(...).toPass(SETTLE)`: in a cluster run a request may reach another app
 * process, which sees an admin's change (settings, public content, its server-rendered pages)
 * within about a second; a page is opened again until it shows the change, for at most 10 s.
 */
export const SETTLE = { timeout: 10_000, intervals: [500, 1_000] };

type Undo = (request: APIRequestContext, adminToken: string) => Promise<unknown>;

/**
 * For journeys that change what later journeys share (the site's settings, the first admin's
 * language): `const putBack = putBackAfterEach();` in the file or describe, then `putBack(undo)` as
 * soon as the change is made. The undos run after each test, as the first admin, in reverse order,
 * even after a test that ran out of time: a `finally` in a test's body then runs only after its
 * page and request context are gone, and the change stayed for every later journey.
 */
export function putBackAfterEach(): (undo: Undo) => void {
  let undos: Undo[] = [];
  test.afterEach(async ({ request }) => {
    const pending = undos.reverse();
    undos = [];
    if (!pending.length) return;
    const { token } = await adminSession(request);
    for (const undo of pending) await undo(request, token);
  });
  return (undo) => {
    undos.push(undo);
  };
}

let counter = 0;

/** A value no other test (nor an earlier run against the same database) has used. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
}

export function uniqueEmail(prefix: string): string {
  return `${unique(prefix)}@example.com`.toLowerCase();
}

/**
 * Opens /login (optionally /login?role=…), fills the form and presses Sign In; callers assert the
 * outcome (staff then meet the two-factor step: signInAsAdmin, enterTwoFactorCode, setUpTwoFactor).
 */
export async function signIn(page: Page, email: string, password: string, role?: 'student' | 'applicant' | 'admin') {
  await page.goto(role ? `/login?role=${role}` : '/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email Address').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The first admin through the sign-in form's both steps: the password, then a code computed from ADMIN_TOTP_SECRET. */
export async function signInAsAdminThroughForm(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, 'admin');
  await enterTwoFactorCode(page, ADMIN.totpSecret);
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Opens the back office as the first admin, signed in: the run's admin session (adminSession)
 * put where the web app keeps it, as a browser that signed in before would have it. Journeys
 * about signing in itself use signInAsAdminThroughForm.
 */
export async function signInAsAdmin(page: Page) {
  const { token, user } = await adminSession(page.request);
  await page.goto('/robots.txt');
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** The admin shell's sidebar (the permanent drawer on a desktop-sized window). */
export function adminSidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin' });
}

/** The product's success/failure message (a snackbar). */
export function notice(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

// ── GraphQL through Playwright's request fixture ─────────────────────────────────────────────

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (body.errors?.length || !body.data) {
    throw new Error(`GraphQL failed (${response.status()}): ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/** A token through the API, with the two-factor step when the account has one (or must set one up). */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  if (email === ADMIN.email && password === ADMIN.password) return (await adminSession(request)).token;
  return (await apiSignInSteps(request, email, password)).token;
}

/** Registers a student through the API (the journey under test starts after registration). */
export async function apiRegisterStudent(request: APIRequestContext, name: string, email: string, password = STRONG_PASSWORD) {
  await graphql(
    request,
    'mutation E2eRegister($input: RegisterInput!) { register(input: $input) { pendingApproval } }',
    { input: { name, email, password, confirmPassword: password, agreeToTerms: true, role: 'student' } },
  );
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * E-mails to `to` in full, newest first, as the server logged them (MAIL_TO_LOG): the outbox shows
 * staff only a redacted copy, so a journey that follows a reset link reads it here, like a developer.
 */
export function sentMails(to: string): Mail[] {
  return readFileSync(SERVER_LOG, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"fullMail"'))
    .map((line) => (JSON.parse(line) as { fullMail: Mail }).fullMail)
    .filter((mail) => mail.to === to.toLowerCase())
    .reverse();
}

/** E-mails the product stored for `to` instead of sending them, links redacted, newest first (staff only). */
export async function outbox(request: APIRequestContext, adminToken: string, to: string): Promise<Mail[]> {
  const data = await graphql<{ mailOutbox: { items: Mail[] } }>(
    request,
    'query E2eOutbox($to: String) { mailOutbox(to: $to) { items { to subject text } } }',
    { to },
    adminToken,
  );
  return data.mailOutbox.items;
}
