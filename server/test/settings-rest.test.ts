/** The REST twins of the settings operations, checked against the OpenAPI document by t.rest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('REST /api/settings and /api/site', () => {
  it('reads for staff, changes for admins only, names wrong fields, resets, and shows guests the site info', async () => {
    const admin = await t.userWithToken('admin');
    const editor = await t.userWithToken('editor');
    const student = await t.userWithToken('student');

    const read = await t.rest('GET', '/settings', undefined, editor.token);
    expect(read.status).toBe(200);
    expect(read.body.data.security).toMatchObject({ sessionTimeout: 30, loginAttempts: 5 });
    expect((await t.rest('GET', '/settings', undefined, student.token)).status).toBe(403);
    expect((await t.rest('GET', '/settings')).status).toBe(401);

    const changed = await t.rest('PATCH', '/settings', { general: { siteName: 'Acme AI' } }, admin.token);
    expect(changed.status).toBe(200);
    expect(changed.body.data.general).toMatchObject({ siteName: 'Acme AI', contactEmail: 'info@aisolutions.example' });
    expect((await t.rest('PATCH', '/settings', { general: { siteName: 'Editor Inc' } }, editor.token)).status).toBe(403);

    const bad = await t.rest('PATCH', '/settings', { security: { sessionTimeout: 0 } }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'security.sessionTimeout': 'Session Timeout must be at least 5' });

    const site = await t.rest('GET', '/site');
    expect(site.body.data).toMatchObject({ siteName: 'Acme AI', maintenanceMode: false });

    const reset = await t.rest('POST', '/settings/reset', undefined, admin.token);
    expect(reset.status).toBe(200);
    expect(reset.body.data.general.siteName).toBe('AI Solutions');
    expect((await t.rest('PUT', '/settings', {}, admin.token)).status).toBe(405);
  });
});
