/**
 * What only several app processes can get wrong. Runs in the cluster run only
 * (E2E_CLUSTER=1: nginx in front of three app processes on one store); each test talks to the app
 * processes directly, one request here and the next there, as a round-robin proxy would.
 */
import { expect, request as requestFactory, test, type APIRequestContext } from '@playwright/test';
import { APP_URLS, CLUSTER } from '../playwright.config.js';
import { ADMIN, STRONG_PASSWORD, graphql, putBackAfterEach, signInAsAdmin, uniqueEmail } from './support/app.js';
import { apiSignInSteps } from './support/two-factor.js';

test.skip(!CLUSTER, 'needs the three-process cluster (E2E_CLUSTER=1)');

let processes: APIRequestContext[] = [];

test.beforeAll(async () => {
  processes = await Promise.all(APP_URLS.map((baseURL) => requestFactory.newContext({ baseURL })));
});

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.dispose()));
});

const at = (i: number): APIRequestContext => {
  const p = processes[i % processes.length];
  if (!p) throw new Error('the cluster has no app process');
  return p;
};

async function register(p: APIRequestContext, email: string, role: 'student' | 'applicant'): Promise<void> {
  await graphql(p, 'mutation ClusterRegister($input: RegisterInput!) { register(input: $input) { pendingApproval } }', {
    input: { name: 'Cluster Person', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agreeToTerms: true, role },
  });
}

async function loginErrors(p: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await p.post('/graphql', { data: { query: 'mutation ClusterLogin($input: LoginInput!) { login(input: $input) { token } }', variables: { input: { email, password } } } });
  const body = (await response.json()) as { data?: { login?: { token?: string } }; errors?: { message: string }[] };
  return body.errors?.map((e) => e.message).join(' ') ?? (body.data?.login?.token ? 'signed in' : '');
}

test.describe('three app processes', () => {
  const putBack = putBackAfterEach();

  test('five wrong passwords spread over the three processes lock the account everywhere', async () => {
    const email = uniqueEmail('cluster-lock');
    await register(at(0), email, 'student');
    for (let i = 0; i < 5; i++) expect(await loginErrors(at(i), email, 'Wrong-Passw0rd!')).not.toBe('signed in');
    for (let i = 0; i < 3; i++) expect(await loginErrors(at(i), email, STRONG_PASSWORD)).toMatch(/locked.*try again in 15 minutes/i);
  });

  test('a sign-out made through one process is honoured by every process at once', async () => {
    const email = uniqueEmail('cluster-out');
    await register(at(0), email, 'student');
    const { token } = await apiSignInSteps(at(0), email, STRONG_PASSWORD);
    const me = (i: number) => graphql<{ me: { email: string } | null }>(at(i), '{ me { email } }', {}, token).then((d) => d.me?.email ?? null, (err: unknown) => String(err));
    for (let i = 0; i < 3; i++) expect(await me(i)).toBe(email);
    await graphql(at(1), 'mutation { logout }', {}, token);
    for (let i = 0; i < 3; i++) expect(await me(i)).not.toBe(email);
  });

  test('a résumé uploaded through one process downloads through the others', async () => {
    const email = uniqueEmail('cluster-cv');
    await register(at(0), email, 'applicant');
    const { token } = await apiSignInSteps(at(1), email, STRONG_PASSWORD);
    const jobs = await graphql<{ jobs: { items: { id: string }[] } }>(at(2), '{ jobs(page: { page: 1, pageSize: 1 }) { items { id } } }');
    const jobId = jobs.jobs.items[0]?.id;
    expect(jobId).toBeTruthy();
    const pdf = Buffer.from(`%PDF-1.4\n% cluster résumé ${email}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
    const applied = await at(0).post(`/api/jobs/${jobId}/applications`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { phone: '+1 555 010 0200', resume: { name: 'Cluster CV.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(applied.status()).toBe(201);
    const { id } = ((await applied.json()) as { data: { id: string } }).data;
    for (const i of [1, 2]) {
      const download = await at(i).get(`/api/applications/${id}/resume`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status(), await download.text()).toBe(200);
      expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
    }
  });

  test('a settings change made through one process is seen by every process within 3 seconds', async () => {
    const { token } = await apiSignInSteps(at(0), ADMIN.email, ADMIN.password);
    const siteName = `Cluster Labs ${Date.now()}`;
    const original = await graphql<{ site: { siteName: string } }>(at(0), '{ site { siteName } }');
    // Every process has read (and cached) the old name first.
    for (let i = 0; i < 3; i++) await graphql(at(i), '{ site { siteName } }');
    const saved = Date.now();
    await graphql(at(1), 'mutation ClusterSettings($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { general { siteName } } }', { input: { general: { siteName } } }, token);
    // Put back after the test, even one that timed out, so that later journeys meet the site's name.
    putBack((request, adminToken) =>
      graphql(request, 'mutation ClusterSettings($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { general { siteName } } }', { input: { general: { siteName: original.site.siteName } } }, adminToken),
    );
    for (let i = 0; i < 3; i++) {
      await expect.poll(async () => (await graphql<{ site: { siteName: string } }>(at(i), '{ site { siteName } }')).site.siteName, { timeout: 3_000 }).toBe(siteName);
    }
    expect(Date.now() - saved).toBeLessThan(3_500);
  });

  test('a notification raised through one process rings the bell of an admin connected to another', async ({ browser }) => {
    // Two sign-ins with two-factor codes, each valid once: the browser's may wait up to 30 s for the
    // authenticator's next code after the API's, on top of the journey itself.
    test.slow();
    const { token } = await apiSignInSteps(at(0), ADMIN.email, ADMIN.password);
    await graphql(at(0), 'mutation ClusterPush { updateSystemSettings(input: { notifications: { pushNotifications: true } }) { notifications { pushNotifications } } }', {}, token);
    // The admin's browser talks to the second process only: its subscription is held there.
    const context = await browser.newContext({ baseURL: APP_URLS[1] });
    try {
      const page = await context.newPage();
      await signInAsAdmin(page);
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await expect(bell).toBeVisible();
      // Start from nothing unread (earlier journeys leave notifications, and system alerts may add
      // some at any time), so that the bell's count can only move by a notification arriving.
      await graphql(at(0), 'mutation ClusterRead { markAllNotificationsRead }', {}, token);
      await expect(bell).toHaveAccessibleName('Notifications');

      // A visitor's message reaches the first process (as if through nginx, from an address of its own).
      const subject = `Cluster question ${Date.now()}`;
      const sent = await at(0).post('/graphql', {
        headers: { 'x-forwarded-for': `203.0.113.${(Date.now() % 200) + 20}` },
        data: {
          query: 'mutation ClusterContact($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }',
          variables: { input: { name: 'Cleo Cluster', email: uniqueEmail('cluster-visitor'), subject, message: 'Which process will hear about this message?' } },
        },
      });
      expect(((await sent.json()) as { errors?: unknown }).errors).toBeUndefined();

      // The bell rings live on the other process: no reload, no waiting for the one-minute poll.
      await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 3_000 });
      await bell.click();
      const notice = page.getByRole('list', { name: 'Notifications' }).getByRole('button').filter({ hasText: `Cleo Cluster: ${subject}` });
      await expect(notice).toContainText('New contact message');
    } finally {
      await context.close();
    }
  });
});
