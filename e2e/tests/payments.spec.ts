/**
 * Paying by card, end to end: a student pays for a course on Stripe's checkout (a local stand-in
 * of the few Stripe endpoints the app calls, whose page posts the signed `checkout.session.completed`
 * event), comes back to the course with it open and a receipt in the outbox; staff see the payment
 * in Course Management › Payments and refund it, and the course closes.
 *
 * The shared e2e server takes payments by hand, so this journey starts its own app process with
 * the Stripe settings pointing at the stand-in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { startStripeStandIn, type StripeStandIn } from '../../server/test/helpers/stripe-stand-in.js';
import { ADMIN, STRONG_PASSWORD, apiRegisterStudent, graphql, outbox, unique, uniqueEmail } from './support/app.js';
import { apiSignInSteps, enterTwoFactorCode } from './support/two-factor.js';

const PORT = Number(process.env.E2E_PORT ?? 3101) + 1;
const APP = `http://127.0.0.1:${PORT}`;
// The server reads a relative DATA_DIR from the repository's root: an absolute one is cleared here too.
const DATA_DIR = resolve('../.data/e2e-payments');
const WEBHOOK_SECRET = `whsec_${randomBytes(12).toString('hex')}`;

let app: ChildProcess;
let stripe: StripeStandIn;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  stripe.webhookUrl = `${APP}/api/payments/stripe/webhook`;
  app = spawn('node', ['../server/dist/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      CLIENT_DIST: resolve('../client/dist'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: 'E2E Admin',
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
      SEED_SAMPLE_DATA: 'false',
      PUBLIC_URL: APP,
      STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      API_RATE_LIMIT_PER_MINUTE: '100000',
      API_RATE_LIMIT_STAFF_PER_MINUTE: '100000',
      REGISTER_LIMIT_PER_HOUR: '1000',
    },
  });
  api = await playwrightRequest.newContext({ baseURL: APP });
  await expect.poll(async () => (await api.get('/healthz').catch(() => null))?.status(), { timeout: 90_000 }).toBe(200);
});

test.afterAll(async () => {
  // Each is set by beforeAll, unless it failed before getting there.
  const started = { api, app, stripe } as { api?: APIRequestContext; app?: ChildProcess; stripe?: StripeStandIn };
  await started.api?.dispose();
  started.app?.kill('SIGTERM');
  await started.stripe?.close();
});

test('a student pays by card, the course opens with a receipt; staff see and refund the payment', async ({ browser }) => {
  test.setTimeout(240_000);
  const { token: admin } = await apiSignInSteps(api, ADMIN.email, ADMIN.password);
  const title = unique('Applied Forecasting');
  const { createCourse } = await graphql<{ createCourse: { id: string } }>(
    api,
    'mutation E2eCourse($input: CourseInput!) { createCourse(input: $input) { id } }',
    { input: { title, description: 'Paid by card in the payments journey.', price: 199, discountPrice: 149, status: 'published', modules: [{ title: 'Start', lessons: [{ title: 'Welcome', content: 'Hello.' }] }] } },
    admin,
  );
  const name = 'Paula Payer';
  const email = uniqueEmail('payer');
  await apiRegisterStudent(api, name, email);

  const student = await (await browser.newContext({ baseURL: APP })).newPage();
  await student.goto('/login?role=student');
  await student.getByLabel('Email Address').fill(email);
  await student.locator('input[name=password]').fill(STRONG_PASSWORD);
  await student.getByRole('button', { name: 'Sign In' }).click();
  await expect(student).toHaveURL(/\/dashboard/);
  await student.goto(`/courses/${createCourse.id}`);
  const panel = student.getByRole('complementary', { name: 'Enrollment' });
  await panel.getByRole('button', { name: 'Pay and start learning' }).click();

  // Stripe's checkout (the stand-in): paying posts the signed event and sends the browser back.
  await expect(student).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
  await student.getByRole('button', { name: 'Pay' }).click();
  await expect(student).toHaveURL(new RegExp(`/courses/${createCourse.id}\\?checkout=success`));
  await expect(panel.getByText('Payment received. Your course is open, and your receipt is on its way by e-mail.')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('link', { name: /Start learning/ })).toBeVisible();
  await expect.poll(async () => (await outbox(api, admin, email)).map((m) => m.subject), { timeout: 20_000 }).toContain(`Receipt: ${title}`);

  // Staff find the payment by the learner's e-mail and refund it.
  const staff = await (await browser.newContext({ baseURL: APP })).newPage();
  await staff.goto('/login?role=admin');
  await staff.getByLabel('Email Address').fill(ADMIN.email);
  await staff.locator('input[name=password]').fill(ADMIN.password);
  await staff.getByRole('button', { name: 'Sign In' }).click();
  await enterTwoFactorCode(staff, ADMIN.totpSecret);
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto('/admin/courses/payments');
  await staff.getByRole('textbox', { name: 'Search payments' }).fill(email);
  await expect(staff).toHaveURL(/search=/);
  const row = staff.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('$149')).toBeVisible();
  // The reference is also in the row's phone layout, hidden at this width.
  await expect(row.getByText(/^pi_test_/).filter({ visible: true })).toBeVisible();
  await row.getByRole('button', { name: `Refund ${name}` }).click();
  const confirm = staff.getByRole('dialog', { name: 'Refund this payment?' });
  await expect(confirm).toContainText(`$149 goes back to ${name} through Stripe`);
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  expect(stripe.refunds).toHaveLength(1);

  // The course closes to the learner.
  await student.goto(`/courses/${createCourse.id}`);
  await expect(panel.getByText(/was refunded, so this course is closed/)).toBeVisible();
});
