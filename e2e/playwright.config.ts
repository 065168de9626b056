import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against the production build (npm run build), served by the real server on
 * a fresh embedded store, in Debian's Chromium (never a downloaded browser).
 */
const PORT = Number(process.env.E2E_PORT ?? 3101);
/**
 * E2E_CLUSTER=1: the same journeys through nginx in front of three app processes on one store
 * (`npm run cluster`), so that whatever one process keeps to itself shows up as a failure.
 */
export const CLUSTER = process.env.E2E_CLUSTER === '1';
/** In a cluster run, the app processes' own ports (nginx is on PORT), for tests that pick one. */
export const APP_URLS = [1, 2, 3].map((i) => `http://127.0.0.1:${PORT + i}`);
const CLIENT_COPY = join(tmpdir(), `e2e-client-${PORT}`);
/**
 * The first admin. `totpSecret` provisions its second factor (ADMIN_TOTP_SECRET): 2FA is required
 * for staff by default, so journeys compute its codes with otplib (tests/support/two-factor.ts).
 */
export const ADMIN = { email: 'e2e-admin@example.com', password: 'E2e!Admin-Passw0rd', totpSecret: 'JBSWY3DPEHPK3PXPE2EADMINTOTP2345' };
/** The server's log: the outbox redacts links, so journeys that follow one read the full e-mail here. */
export const SERVER_LOG = join(tmpdir(), `e2e-server-${PORT}.log`);
const CLUSTER_DATA = join(tmpdir(), `e2e-cluster-${PORT}`);

/**
 * What the cluster run leaves to the single-process run: journeys about what one page shows and how
 * the browser behaves on it (layout at each width, fonts, focus, heads, server rendering and the
 * take-over, the language switch), where each page is one answer and which process gives it makes
 * no difference. The cluster run keeps every journey that writes through one request and reads
 * through later ones (sign-in, sessions, lockout, content, uploads, e-mails, payments, settings,
 * notifications), which is where a process keeping something to itself shows. The card-payment
 * journey starts an app process of its own (with Stripe pointed at a local stand-in) on the port
 * after the run's, which in a cluster run is an app process's.
 */
/**
 * Single-process tests inside files the cluster run keeps: the phone-width layout checks; the
 * scheduled job that waits up to two minutes for the scheduler's next minute (that the scheduler
 * applies a time once across three processes is an integration test, content-schedule.test.ts);
 * and the journeys that only read what the seed wrote (the public job board, course catalog and
 * services, a user search without a match), where every page is one answer, as above.
 */
const SINGLE_PROCESS_TESTS = new RegExp(
  [
    'fits a phone in the',
    'schedules a paused job for the next minute',
    'the public board shows open jobs by department',
    'a visitor browses the seeded catalog',
    'a visitor sees the active services and the four process steps',
    'a search without a match shows No users found',
  ].join('|'),
);
const SINGLE_PROCESS_ONLY = ['payments.spec.ts', 'every-route.spec.ts', 'emoji-font.spec.ts', 'keyboard-and-heads.spec.ts', 'layout-fit.spec.ts', 'public-site.spec.ts', 'languages.spec.ts', 'ssr.spec.ts'];

/**
 * E2E_LEAVE_TO_CLUSTER=1 (npm test, which runs the cluster run next): the single-process run keeps
 * only what the cluster run leaves to it, so that each journey runs once. The journeys the cluster
 * keeps take their longest path there (three processes behind nginx); one process's own paths (its
 * in-process caches and events) are the server's integration tests' ground. A plain
 * `npx playwright test` still runs every journey in one process.
 */
const LEAVE_TO_CLUSTER = !CLUSTER && process.env.E2E_LEAVE_TO_CLUSTER === '1';
/** Playwright matches `grep` against the file's name and the test's titles. */
const SINGLE_PROCESS_SHARE = new RegExp(`${SINGLE_PROCESS_ONLY.map((file) => file.replaceAll('.', '\\.')).join('|')}|${SINGLE_PROCESS_TESTS.source}`);

export default defineConfig({
  testDir: './tests',
  ...(CLUSTER ? { testIgnore: SINGLE_PROCESS_ONLY.map((file) => `**/${file}`), grepInvert: SINGLE_PROCESS_TESTS } : {}),
  ...(LEAVE_TO_CLUSTER ? { grep: SINGLE_PROCESS_SHARE } : {}),
  // Apart per run, so that a cluster run beside a single-process one never clears the other's files.
  outputDir: CLUSTER ? './test-results/cluster' : './test-results/single',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The server gets its own copy of the built client: in a shared checkout someone else's
    // `npm run build` rewrites client/dist mid-run, and the server then answers 500 for pages
    // (index.html missing) or the browser loses lazy chunks whose hashes changed. The copy lives
    // outside the repository, on a path without dot-folders (Express will not send files there).
    command: CLUSTER
      ? `rm -rf "${CLUSTER_DATA}" "${CLIENT_COPY}" && cp -r ../client/dist "${CLIENT_COPY}" && node ../scripts/cluster.mjs > "${SERVER_LOG}"`
      : `rm -rf ../.data/e2e "${CLIENT_COPY}" && cp -r ../client/dist "${CLIENT_COPY}" && node ../server/dist/main.js > "${SERVER_LOG}"`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: CLUSTER ? 120_000 : 60_000,
    // The cluster stops its app processes, nginx and the store itself on SIGTERM (scripts/cluster.mjs);
    // whatever still runs after that is killed with its process group, so no nginx outlives a run.
    ...(CLUSTER ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 } } : {}),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: CLUSTER ? CLUSTER_DATA : '.data/e2e',
      ...(CLUSTER ? { APP_PROCESSES: '3', CLUSTER_SKIP_BUILD: '1' } : {}),
      CLIENT_DIST: CLIENT_COPY,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: 'E2E Admin',
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
      SEED_SAMPLE_DATA: 'true',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'info',
      MAIL_TO_LOG: 'true',
      // One browser and the API helpers share 127.0.0.1 and run far faster than a person.
      API_RATE_LIMIT_PER_MINUTE: '100000',
      API_RATE_LIMIT_STAFF_PER_MINUTE: '100000',
      // The suite registers a few dozen accounts from 127.0.0.1 within minutes (20 an hour by default).
      REGISTER_LIMIT_PER_HOUR: '1000',
    },
  },
});
