/**
 * Declared REST access, proved: every route of every module is called as a guest, a student, an
 * applicant, a pending admin, an editor and an admin, with a body the route cannot accept. A caller
 * below the route's declared access is refused before the body is read (a guest 401, a signed-in
 * caller 403); a caller who reaches it is not refused for who they are. A new route is covered
 * without editing this file: the routes come from the module list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/index.js';
import { partsOf } from '../src/core/module.js';
import type { RouteDef } from '../src/rest/route.js';
import type { Role } from '../src/core/access.js';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';
import { newCallers, type Caller } from './helpers/callers.js';

const routes = partsOf('routes', MODULES);

/** A 24-hex id that matches nothing: the call reaches the service, then finds nothing. */
const UNKNOWN_ID = '0123456789abcdef01234567';

/** Whether a caller's role may call the route (route.ts: `admin` is administrators and editors). */
function mayCall(role: Role | null, route: RouteDef): boolean {
  if (route.access === 'guest') return true;
  if (!role) return false;
  if (route.access === 'admin' && role !== 'admin' && role !== 'editor') return false;
  return !route.onlyRoles || route.onlyRoles.includes(role);
}

/** `{id}` is the caller's own account on owner routes of users, an unknown id elsewhere; other parameters a placeholder. */
function pathFor(route: RouteDef, caller: Caller): string {
  return route.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? (route.access === 'owner' && caller.id ? caller.id : UNKNOWN_ID) : 'x'));
}

/** Routes that end the caller's sign-in: each call gets a fresh caller, so later routes keep theirs. */
const ENDS_SESSION = /^\/auth\/(logout|logout-everywhere|change-password)$/;

let server: TestServer;
let callers: Caller[];

beforeAll(async () => {
  server = await startTestServer();
  const request = await server.rest('POST', '/auth/register', {
    name: 'Pending Admin',
    email: 'pending-admin-rest@example.com',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    agreeToTerms: true,
    role: 'admin',
  });
  expect(request.body.data).toMatchObject({ pendingApproval: true, token: null });
  const signIn = await server.rest('POST', '/auth/login', { email: 'pending-admin-rest@example.com', password: STRONG_PASSWORD });
  expect(signIn.status).toBe(401);
  callers = await newCallers(server);
});

afterAll(async () => {
  await server.close();
});

/** A body no route accepts: a wrong type for every field a schema could ask for. */
const WRONG_BODY = { isRead: 'maybe', name: 42, email: ['x'], title: { $gt: '' }, status: 7, type: null };

async function call(route: RouteDef, caller: Caller): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller.token) headers['authorization'] = `Bearer ${caller.token}`;
  await server.resetLimits();
  const res = await fetch(`${server.url}/api${pathFor(route, caller)}`, {
    method: route.method.toUpperCase(),
    headers,
    ...(route.method === 'get' || route.method === 'delete' ? {} : { body: JSON.stringify(WRONG_BODY) }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('declared REST access', () => {
  it('finds the routes of every module', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !['guest', 'signed-in', 'owner', 'admin'].includes(r.access))).toEqual([]);
  });

  it.each(routes.map((route) => [`${route.method.toUpperCase()} ${route.path} (${route.access})`, route] as const))(
    '%s refuses exactly the callers below its access, before it reads the body',
    async (_label, route) => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      let guestStatus = 0;
      for (const caller of ENDS_SESSION.test(route.path) ? await newCallers(server) : callers) {
        const status = await call(route, caller);
        expect(status, `${caller.name}: ${route.method} ${route.path}`).toBeLessThan(500);
        if (caller.name === 'guest') guestStatus = status;
        if (mayCall(caller.role, route)) {
          // Who they are is never the reason for a refusal. A public route may still refuse what was
          // sent (a forged ticket: 401; a file without its link: 403): then the guest hears the same.
          const refused = (status === 401 || status === 403) && !(route.access === 'guest' && status === guestStatus);
          outcomes.push(`${caller.name}: ${refused ? status : 'not refused'}`);
          expected.push(`${caller.name}: not refused`);
        } else {
          outcomes.push(`${caller.name}: ${status}`);
          expected.push(`${caller.name}: ${caller.token ? 403 : 401}`);
        }
      }
      expect(outcomes).toEqual(expected);
    },
  );
});
