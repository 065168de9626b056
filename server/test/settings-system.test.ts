/**
 * System settings at work: Maintenance Mode (503 with Retry-After for the public API, staff keep
 * working and can sign in) and Debug Mode (the log level at once).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';

const UPDATE = `mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { updatedAt } }`;
const RESET = `mutation { resetSystemSettings { updatedAt } }`;
const SERVICES = `query { services { total } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`;
const MAINTENANCE = 'The site is down for maintenance. Please try again soon.';

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['userWithToken']>>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.gql(RESET, {}, admin.token);
});

const maintenance = (on: boolean) => t.gql(UPDATE, { input: { system: { maintenanceMode: on } } }, admin.token);

describe('Maintenance Mode', () => {
  it('answers guests 503 with Retry-After on GraphQL and REST, reads and writes alike', async () => {
    await maintenance(true);
    const read = await t.gql(SERVICES);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('600');
    expect(read.body.errors?.[0]).toMatchObject({ message: MAINTENANCE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    const rest = await t.rest('GET', '/services');
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('600');
    expect(rest.body).toEqual({ message: MAINTENANCE, errors: {} });
    const write = await t.rest('POST', '/contact-messages', { name: 'V', email: 'v@example.com', subject: 'S', message: 'Hello there' });
    expect(write.status).toBe(503);
    // Signed-in users below staff are turned away too.
    const student = await t.userWithToken('student');
    expect((await t.gql(SERVICES, {}, student.token)).status).toBe(503);
  });

  it('keeps the site info readable, so the web app can show its maintenance page', async () => {
    await maintenance(true);
    const site = await t.gql(`query { site { siteName maintenanceMode } }`);
    expect(site.status).toBe(200);
    expect(site.body.data.site).toEqual({ siteName: 'AI Solutions', maintenanceMode: true });
    expect((await t.rest('GET', '/site')).status).toBe(200);
  });

  it('lets administrators and editors sign in and keep working', async () => {
    await maintenance(true);
    const editor = await t.userWithToken('editor');
    const signIn = await t.gql(LOGIN, { e: editor.email, p: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    // The two-factor set-up that staff sign-in asks for stays open too.
    const { token } = await t.signIn(editor.email);
    expect((await t.gql(SERVICES, {}, token)).body.data.services.total).toBeGreaterThanOrEqual(0);
    expect((await t.rest('GET', '/services', undefined, admin.token)).status).toBe(200);
  });

  it('off: guests are served again', async () => {
    await maintenance(true);
    await maintenance(false);
    expect((await t.gql(SERVICES)).status).toBe(200);
    expect((await t.rest('GET', '/services')).status).toBe(200);
  });
});

describe('Debug Mode', () => {
  it('raises the log level to debug at once and returns to the configured level', async () => {
    const configured = t.log.level;
    await t.gql(UPDATE, { input: { system: { debugMode: true } } }, admin.token);
    expect(t.log.level).toBe('debug');
    await t.gql(UPDATE, { input: { system: { debugMode: false } } }, admin.token);
    expect(t.log.level).toBe(configured);
  });
});
