import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: { id: string; token: string; email: string };
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { id name email role status phone department position joinDate lastLogin } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id role status name } }`;
const DELETE = `mutation($id: ID!) { deleteUser(id: $id) }`;
const LIST = `query($filter: UserFilter, $page: PageInput) { users(filter: $filter, page: $page) { total page pageSize items { id name email role status } } }`;

describe('User Management', () => {
  it('adds a user with the defaults role user and status active, and e-mails a set-password link that works', async () => {
    const res = await t.gql(CREATE, { input: { name: 'New Person', email: 'New.Person@example.com', department: 'Sales' } }, admin.token);
    expect(res.body.data.createUser).toMatchObject({ role: 'user', status: 'active', email: 'new.person@example.com', department: 'Sales', lastLogin: null });
    const mail = await MailModel.findOne({ to: 'new.person@example.com' }).lean();
    expect(mail?.subject).toBe('Your account is ready: set your password');
    const token = new URL(/https?:\/\/\S+/.exec(t.sentMails('new.person@example.com')[0]!.text)![0]).searchParams.get('token');
    const set = await t.gql(`mutation($t: String!) { resetPassword(token: $t, newPassword: "Invited!Passw0rd") { message } }`, { t: token });
    expect(set.body.errors).toBeUndefined();
    const login = await t.gql(`mutation { login(input: { email: "new.person@example.com", password: "Invited!Passw0rd" }) { user { role } } }`);
    expect(login.body.data.login.user.role).toBe('user');
  });

  it('searches, filters and paginates on the server, and counts by status', async () => {
    for (const status of ['active', 'inactive', 'suspended'] as const) {
      await t.userWithToken('student', { status, name: `Filter Person ${status}` });
    }
    const res = await t.gql(LIST, { filter: { search: 'filter person', status: 'suspended' } }, admin.token);
    expect(res.body.data.users.items.map((u: { name: string }) => u.name)).toEqual(['Filter Person suspended']);
    const page = await t.gql(LIST, { page: { page: 1, pageSize: 2 } }, admin.token);
    expect(page.body.data.users.items).toHaveLength(2);
    const stats = (await t.gql(`{ userStats { total active inactive suspended pending } }`, {}, admin.token)).body.data.userStats;
    expect(stats.total).toBe(await UserModel.countDocuments());
    expect(stats.suspended).toBe(await UserModel.countDocuments({ status: 'suspended' }));
    expect(stats.active + stats.inactive + stats.suspended + stats.pending).toBe(stats.total);
  });

  it('suspends a user, which ends their sessions, and reactivates them', async () => {
    const u = await t.userWithToken('student');
    await t.gql(UPDATE, { id: u.id, input: { status: 'suspended' } }, admin.token);
    expect((await t.gql(`{ me { id } }`, {}, u.token)).status).toBe(401);
    const back = await t.gql(UPDATE, { id: u.id, input: { status: 'active' } }, admin.token);
    expect(back.body.data.updateUser.status).toBe('active');
  });

  it('deletes a user', async () => {
    const u = await t.userWithToken('applicant');
    expect((await t.gql(DELETE, { id: u.id }, admin.token)).body.data.deleteUser).toBe(u.id);
    expect(await UserModel.exists({ _id: u.id })).toBeNull();
  });

  it('approves a pending admin request, who can then sign in, and e-mails them', async () => {
    const pending = await t.userWithToken('admin', { status: 'pending' });
    const res = await t.gql(`mutation($id: ID!) { approveUser(id: $id, reason: "Welcome aboard") { status } }`, { id: pending.id }, admin.token);
    expect(res.body.data.approveUser.status).toBe('active');
    const mail = await MailModel.findOne({ to: pending.email }).sort({ _id: -1 }).lean();
    expect(mail?.subject).toBe('Your admin access has been approved');
    expect(mail?.text).toContain('Welcome aboard');
    // Signing in works; as a new admin, the first sign-in sets up two-factor sign-in.
    const login = await t.gql(`mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { twoFactor { step } } }`, { e: pending.email, p: pending.password });
    expect(login.body.data.login.twoFactor.step).toBe('enroll');
    const { token } = await t.signIn(pending.email, pending.password);
    expect((await t.gql(`query { me { role } }`, {}, token)).body.data.me.role).toBe('admin');
    const twice = await t.gql(`mutation($id: ID!) { approveUser(id: $id) { status } }`, { id: pending.id }, admin.token);
    expect(twice.body.errors?.[0]?.message).toBe('This user has no pending request');
  });

  it('rejects a pending admin request, removing it and e-mailing the reason', async () => {
    const pending = await t.userWithToken('admin', { status: 'pending' });
    const res = await t.gql(`mutation($id: ID!) { rejectUser(id: $id, reason: "Unknown requester") }`, { id: pending.id }, admin.token);
    expect(res.body.data.rejectUser).toBe(pending.id);
    expect(await UserModel.exists({ _id: pending.id })).toBeNull();
    const mail = await MailModel.findOne({ to: pending.email }).sort({ _id: -1 }).lean();
    expect(mail?.text).toContain('Unknown requester');
  });
});

describe('the permission matrix', () => {
  type Who = 'guest' | 'student' | 'applicant' | 'pending' | 'admin' | 'editor';
  const who: Who[] = ['guest', 'student', 'applicant', 'pending', 'admin', 'editor'];

  async function tokenFor(w: Who): Promise<{ token: string | null; id: string | null }> {
    if (w === 'guest') return { token: null, id: null };
    if (w === 'pending') {
      const p = await t.userWithToken('admin', { status: 'pending' });
      return p;
    }
    return t.userWithToken(w);
  }

  const staffOnly = [
    ['users', `{ users { total } }`],
    ['userStats', `{ userStats { total } }`],
    ['mailOutbox', `{ mailOutbox { total } }`],
    ['createUser', `mutation { createUser(input: { name: "M", email: "matrix-${Date.now()}@example.com" }) { id } }`],
  ] as const;

  it.each(who)('%s: staff-only operations', async (w) => {
    const { token } = await tokenFor(w);
    for (const [name, query] of staffOnly) {
      const res = await t.gql(query.replace('matrix-', `matrix-${w}-`), {}, token);
      if (w === 'admin' || w === 'editor') {
        expect(res.body.errors, `${w} ${name}`).toBeUndefined();
      } else if (w === 'pending') {
        // A pending account has no session: any token it might hold is refused outright.
        expect(res.status, `${w} ${name}`).toBe(401);
      } else {
        expect(res.body.errors?.[0]?.extensions?.code, `${w} ${name}`).toBe(w === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    }
  });

  it.each(who)('%s: update, delete, approve and reject another user', async (w) => {
    const { token } = await tokenFor(w);
    const target = await t.userWithToken('student');
    const ops = [
      [UPDATE, { id: target.id, input: { name: 'Changed' } }],
      [`mutation($id: ID!) { approveUser(id: $id) { id } }`, { id: target.id }],
      [`mutation($id: ID!) { rejectUser(id: $id) }`, { id: target.id }],
      [DELETE, { id: target.id }],
    ] as const;
    for (const [query, vars] of ops) {
      const res = await t.gql(query, vars, token);
      const code = res.body.errors?.[0]?.extensions?.code;
      // Approving grants the admin role, which only an admin may do.
      if (w === 'editor' && query.includes('approveUser')) expect(code).toBe('FORBIDDEN');
      else if (w === 'admin' || w === 'editor') expect(code === undefined || code === 'BAD_USER_INPUT').toBe(true);
      else if (w === 'pending') expect(res.status).toBe(401);
      else expect(code).toBe(w === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });

  it.each(who)('%s: reading a user', async (w) => {
    const me = await tokenFor(w);
    const other = await t.userWithToken('student');
    const res = await t.gql(`query($id: ID!) { user(id: $id) { id } }`, { id: other.id }, me.token);
    if (w === 'admin' || w === 'editor') expect(res.body.data.user.id).toBe(other.id);
    else if (w === 'pending') expect(res.status).toBe(401);
    else expect(res.body.errors?.[0]?.extensions?.code).toBe(w === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    if (me.id && w !== 'pending') {
      const self = await t.gql(`query($id: ID!) { user(id: $id) { id } }`, { id: me.id }, me.token);
      expect(self.body.data.user.id).toBe(me.id);
    }
  });

  it('REST /api/users is admin-only', async () => {
    const student = await t.userWithToken('student');
    expect((await t.rest('GET', '/users')).status).toBe(401);
    expect((await t.rest('GET', '/users', undefined, student.token)).status).toBe(403);
    const list = await t.rest('GET', '/users', undefined, admin.token);
    expect(list.status).toBe(200);
    expect(list.body.data[0].passwordHash).toBeUndefined();
    const created = await t.rest('POST', '/users', { name: 'Rest User', email: 'rest.user@example.com' }, admin.token);
    expect(created.status).toBe(201);
    expect((await t.rest('PUT', `/users/${created.body.data.id}`, { position: 'CTO' }, student.token)).status).toBe(403);
    expect((await t.rest('DELETE', `/users/${created.body.data.id}`, undefined, admin.token)).status).toBe(200);
  });
});
