/**
 * Request bodies carrying `__proto__` / `constructor.prototype` keys reach no object's prototype:
 * neither in the app's input merging (profile and user updates) nor in the embedded store the app
 * runs in this same process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../src/modules/users/user.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** JSON.parse makes `__proto__` an own key, as Express's JSON body parser does. */
function hostileBody(fields: Record<string, unknown>): unknown {
  return { ...(JSON.parse('{"__proto__": {"isAdmin": true, "role": "admin"}, "constructor": {"prototype": {"isAdmin": true}}}') as object), ...fields };
}

function expectCleanProcess(): void {
  const fresh: Record<string, unknown> = {};
  expect(fresh.isAdmin).toBeUndefined();
  expect(fresh.role).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('isAdmin');
}

describe('prototype pollution through request bodies', () => {
  it('a profile update with __proto__ keys changes only the sent profile field', async () => {
    const user = await t.userWithToken('user');
    const res = await t.rest('PUT', '/auth/profile', hostileBody({ company: 'Initech' }), user.token);
    expect(res.status).toBe(200);
    expect(res.body.data.company).toBe('Initech');
    const stored = await UserModel.findById(user.id).lean<Record<string, unknown>>();
    expect(stored?.role).toBe('user');
    expect(Object.hasOwn(stored ?? {}, '__proto__')).toBe(false);
    expect(stored?.isAdmin).toBeUndefined();
    expectCleanProcess();
  });

  it('an admin user update with __proto__ keys changes only the sent fields', async () => {
    const admin = await t.userWithToken('admin');
    const other = await t.userWithToken('user');
    const res = await t.rest('PATCH', `/users/${other.id}`, hostileBody({ department: 'Sales' }), admin.token);
    expect(res.status).toBe(200);
    const stored = await UserModel.findById(other.id).lean<Record<string, unknown>>();
    expect(stored?.department).toBe('Sales');
    expect(stored?.role).toBe('user');
    expectCleanProcess();
  });
});
