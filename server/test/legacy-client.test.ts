import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// A replay of spec section 7's table as the prototype's API client made it: base /api, JSON, the
// stored bearer token on every call, success read from `data`, a 401 clearing the stored token.
// Every answer also goes through the contract check of the test harness (rest()).

let t: TestServer;
let admin: { id: string; token: string; email: string; password: string };

/** The prototype's api client: get, post, put, patch, delete; a 401 removes the stored token. */
class LegacyClient {
  constructor(
    private readonly server: TestServer,
    public token: string | null,
  ) {}

  async call(method: string, path: string, body?: unknown) {
    const res = await this.server.rest(method, path, body, this.token);
    if (res.status === 401) this.token = null;
    if (res.status >= 400) return { ok: false as const, status: res.status, message: res.body?.message ?? 'An error occurred', errors: res.body?.errors, headers: res.headers };
    return { ok: true as const, status: res.status, data: res.body.data, meta: res.body.meta, headers: res.headers };
  }
  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body);
  put = (path: string, body: unknown) => this.call('PUT', path, body);
  patch = (path: string, body: unknown) => this.call('PATCH', path, body);
  delete = (path: string) => this.call('DELETE', path);
}

let api: LegacyClient;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  api = new LegacyClient(t, admin.token);
});
afterAll(() => t.close());

const UNKNOWN = '0123456789abcdef01234567';

describe('spec section 7, replayed by the legacy client', () => {
  it('auth: profile, change password, forgot and reset password', async () => {
    const me = await t.userWithToken('student');
    const client = new LegacyClient(t, me.token);
    const profile = await client.put('/auth/profile', { name: 'Sam Renamed', phone: '+1 555 0100' });
    expect(profile).toMatchObject({ ok: true, data: { id: me.id, name: 'Sam Renamed', phone: '+1 555 0100' } });

    const changed = await client.post('/auth/change-password', { currentPassword: me.password, newPassword: 'An0ther!Passw0rd' });
    expect(changed).toMatchObject({ ok: true, data: { user: { id: me.id }, token: expect.any(String) } });
    // Every other session is signed out; the client keeps the fresh token it was given.
    client.token = changed.ok ? (changed.data.token as string) : null;

    const forgot = await client.post('/auth/forgot-password', { email: me.email });
    expect(forgot).toMatchObject({ ok: true, data: { message: expect.stringContaining('If an account exists') } });

    const reset = await client.post('/auth/reset-password', { token: 'not-a-real-token', newPassword: 'Y3t!Another0ne' });
    expect(reset).toMatchObject({ ok: false, status: 400, errors: { token: expect.any(String) } });
  });

  it('services: list, read, create, replace, change one field, delete', async () => {
    const created = await api.post('/services', {
      title: 'Data Audit',
      shortDescription: 'Know your data',
      description: 'A two-week audit of your data and pipelines.',
      icon: '🔎',
      features: ['Inventory', '', 'Report'],
      category: 'Analytics',
      status: 'active',
      price: { basic: 500, premium: 900, enterprise: 2000 },
      popularity: 40,
      clients: 3,
      rating: 4.5,
    });
    expect(created).toMatchObject({ ok: true, status: 201, data: { title: 'Data Audit', features: ['Inventory', 'Report'], status: 'active' } });
    const id = created.ok ? (created.data.id as string) : '';

    const list = await api.get('/services');
    expect(list.ok && list.data.some((s: { id: string }) => s.id === id)).toBe(true);
    expect(list).toMatchObject({ meta: { total: expect.any(Number), page: 1, pageSize: 100 } });
    expect(await api.get(`/services/${id}`)).toMatchObject({ ok: true, data: { id, popularity: 40 } });

    // The admin edit omits popularity, clients and rating: they keep their values.
    const replaced = await api.put(`/services/${id}`, { title: 'Data Audit+', shortDescription: 'Know your data', description: 'Three weeks now.', icon: '🔎', features: ['Inventory'], category: 'Analytics', status: 'inactive', price: { basic: 600, premium: 900, enterprise: 2000 } });
    expect(replaced).toMatchObject({ ok: true, data: { title: 'Data Audit+', status: 'inactive', popularity: 40, clients: 3 } });

    // PUT is a whole replacement: a partial body is refused, naming what is missing; PATCH takes it.
    expect(await api.put(`/services/${id}`, { status: 'active' })).toMatchObject({ ok: false, status: 400, errors: { title: 'Title is required' } });
    expect(await api.patch(`/services/${id}`, { status: 'active' })).toMatchObject({ ok: true, data: { title: 'Data Audit+', status: 'active' } });
    expect(await api.patch(`/services/${id}`, { rating: 9 })).toMatchObject({ ok: false, status: 400, errors: { rating: 'Rating must be at most 5' } });

    expect(await api.delete(`/services/${id}`)).toMatchObject({ ok: true, data: { id } });
    expect(await api.get(`/services/${id}`)).toMatchObject({ ok: false, status: 404 });
    expect(await api.delete(`/services/${id}`)).toMatchObject({ ok: false, status: 404 });
  });

  it('contact messages: the public form, then partial updates by status, by reply and by priority', async () => {
    const guest = new LegacyClient(t, null);
    const sent = await guest.post('/contact-messages', { name: 'Grace Hopper', email: 'grace@example.com', phone: 'Navy', subject: 'COBOL course', message: 'Do you teach COBOL?', status: 'replied', priority: 'high' });
    expect(sent).toMatchObject({ ok: true, status: 201, data: { message: expect.any(String) } });

    const list = await api.get('/contact-messages?search=grace');
    const message = list.ok ? list.data[0] : null;
    // The sender cannot choose status or priority.
    expect(message).toMatchObject({ name: 'Grace Hopper', status: 'new', priority: 'medium' });

    expect(await api.put(`/contact-messages/${message.id}`, { status: 'read' })).toMatchObject({ ok: true, data: { status: 'read', priority: 'medium' } });
    const replied = await api.put(`/contact-messages/${message.id}`, { status: 'replied', reply: 'We do!', repliedAt: '1999-01-01T00:00:00Z', repliedBy: 'Someone else' });
    // The server sets the reply time and the replier.
    expect(replied).toMatchObject({ ok: true, data: { status: 'replied', reply: 'We do!', repliedBy: 'Ada Admin' } });
    expect(replied.ok && new Date(replied.data.repliedAt as string).getFullYear()).toBeGreaterThan(2000);
    expect(await api.patch(`/contact-messages/${message.id}`, { priority: 'high' })).toMatchObject({ ok: true, data: { status: 'replied', priority: 'high' } });
    expect(await api.patch(`/contact-messages/${message.id}`, { status: 'lost' })).toMatchObject({ ok: false, status: 400, errors: { status: expect.any(String) } });
    expect(await api.delete(`/contact-messages/${message.id}`)).toMatchObject({ ok: true, data: { id: message.id } });
  });

  it('contact info: new order is count + 1, the active toggle is a partial, guests see active items', async () => {
    const before = await api.get('/contact-info');
    const count = before.ok ? (before.meta.total as number) : -1;
    const created = await api.post('/contact-info', { type: 'email', title: 'Press', value: 'press@example.com', icon: '📰', isActive: true, order: count + 1 });
    expect(created).toMatchObject({ ok: true, status: 201, data: { order: count + 1, isActive: true } });
    const id = created.ok ? (created.data.id as string) : '';
    expect(await api.put(`/contact-info/${id}`, { type: 'email', title: 'Press office', value: 'press@example.com', icon: '📰', isActive: true, order: count + 1 })).toMatchObject({ ok: true, data: { title: 'Press office' } });
    expect(await api.patch(`/contact-info/${id}`, { isActive: false })).toMatchObject({ ok: true, data: { title: 'Press office', isActive: false } });
    const publicList = await new LegacyClient(t, null).get('/contact-info?active=true');
    expect(publicList.ok && publicList.data.some((i: { id: string }) => i.id === id)).toBe(false);
    expect(await api.delete(`/contact-info/${id}`)).toMatchObject({ ok: true, data: { id } });
  });

  it('offices: the office form object; the list reloaded after each change', async () => {
    const form = { name: 'Lisbon Office', address: 'Rua Augusta 1', city: 'Lisbon', country: 'Portugal', phone: '+351 21 000 0000', email: 'lisbon@example.com', timezone: 'Europe/Lisbon', workingHours: 'Mon-Fri 9-18', isHeadquarters: false, isActive: true };
    const created = await api.post('/global-offices', form);
    expect(created).toMatchObject({ ok: true, status: 201, data: { city: 'Lisbon' } });
    const id = created.ok ? (created.data.id as string) : '';
    expect(await api.put(`/global-offices/${id}`, { ...form, workingHours: 'Mon-Fri 8-17' })).toMatchObject({ ok: true, data: { workingHours: 'Mon-Fri 8-17' } });
    const reloaded = await api.get('/global-offices');
    expect(reloaded.ok && reloaded.data.find((o: { id: string }) => o.id === id)).toMatchObject({ workingHours: 'Mon-Fri 8-17' });
    expect(await api.delete(`/global-offices/${id}`)).toMatchObject({ ok: true, data: { id } });
  });

  it('FAQs: moving sends only the order (PUT stays partial here, as the prototype sends it)', async () => {
    const a = await api.post('/faqs', { question: 'First?', answer: 'Yes.', category: 'General' });
    const b = await api.post('/faqs', { question: 'Second?', answer: 'Also yes.', category: 'General' });
    const bId = b.ok ? (b.data.id as string) : '';
    const bOrder = b.ok ? (b.data.order as number) : 0;
    expect(await api.put(`/faqs/${bId}`, { order: bOrder - 1 })).toMatchObject({ ok: true, data: { question: 'Second?', order: bOrder - 1 } });
    const list = await api.get('/faqs?sort=order');
    const ids = list.ok ? list.data.map((f: { id: string }) => f.id) : [];
    expect(ids.indexOf(bId)).toBeLessThan(ids.indexOf(a.ok ? a.data.id : ''));
  });

  it('users, courses and jobs lists; initialize-data with no body', async () => {
    for (const path of ['/users', '/courses', '/jobs']) {
      const res = await api.get(path);
      expect(res, path).toMatchObject({ ok: true, meta: { page: 1 } });
    }
    expect(await api.post('/initialize-data')).toMatchObject({ ok: true, data: { contactInfo: expect.any(Number), offices: expect.any(Number), faqs: expect.any(Number) } });
  });

  it('jobs: a partial PATCH pauses a job; a partial PUT names the missing fields', async () => {
    const job = await api.post('/jobs', { title: 'Data Engineer', company: 'AI Solutions', location: 'Remote', description: 'Pipelines.', type: 'full-time' });
    const id = job.ok ? (job.data.id as string) : '';
    expect(await api.put(`/jobs/${id}`, { status: 'paused' })).toMatchObject({ ok: false, status: 400, errors: { title: expect.any(String), company: expect.any(String) } });
    expect(await api.patch(`/jobs/${id}`, { status: 'paused' })).toMatchObject({ ok: true, data: { title: 'Data Engineer', status: 'paused', isActive: false } });
    expect(await api.get(`/jobs?status=paused&sort=-createdAt`)).toMatchObject({ ok: true, data: [{ id }] });
  });
});

describe('ids, methods, tokens and request ids', () => {
  it('answers a malformed id with 400 naming the id, and an unknown one with 404, everywhere', async () => {
    for (const [method, path] of [['GET', '/services/nope'], ['PUT', '/jobs/nope'], ['PATCH', '/courses/nope'], ['DELETE', '/faqs/nope'], ['GET', '/contact-info/123']] as const) {
      const res = await api.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res, `${method} ${path}`).toMatchObject({ ok: false, status: 400, errors: { id: expect.any(String) } });
    }
    for (const path of [`/services/${UNKNOWN}`, `/jobs/${UNKNOWN}`, `/courses/${UNKNOWN}`, `/users/${UNKNOWN}`, `/global-offices/${UNKNOWN}`]) {
      expect(await api.get(path), path).toMatchObject({ ok: false, status: 404, message: expect.any(String), errors: {} });
    }
  });

  it('answers a known path asked with another method with 405 and Allow', async () => {
    const res = await api.patch('/services', { title: 'x' });
    expect(res).toMatchObject({ ok: false, status: 405 });
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
    const item = await api.call('POST', `/faqs/${UNKNOWN}`, {});
    expect(item.headers.get('allow')).toBe('GET, PUT, PATCH, DELETE, HEAD');
    expect(await api.get('/no-such-thing')).toMatchObject({ ok: false, status: 404, errors: {} });
  });

  it('refuses a missing token with 401, and a 401 clears the stored token', async () => {
    const guest = new LegacyClient(t, null);
    expect(await guest.get('/users')).toMatchObject({ ok: false, status: 401, message: expect.any(String), errors: {} });
    const stale = new LegacyClient(t, 'not.a.valid-token');
    expect(await stale.get('/services')).toMatchObject({ ok: false, status: 401 });
    expect(stale.token).toBeNull();
    // Signed out, the public list answers again.
    expect(await stale.get('/services')).toMatchObject({ ok: true });
  });

  it('refuses bad list parameters with 400 naming them', async () => {
    expect(await api.get('/jobs?page=0&pageSize=500&sort=passwordHash&status=open')).toMatchObject({
      ok: false,
      status: 400,
      errors: { page: 'Page must be at least 1', pageSize: 'Page size must be at most 100', sort: expect.stringContaining('Sort must be one of'), status: expect.any(String) },
    });
  });

  it('carries an X-Request-Id on every answer, a caller’s own id kept', async () => {
    const ok = await api.get('/services');
    const failed = await api.get('/services/nope');
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.headers.get('x-request-id')).not.toBe(failed.headers.get('x-request-id'));
    const own = await fetch(`${t.url}/api/services`, { headers: { 'x-request-id': 'caller-1234-abcd' } });
    expect(own.headers.get('x-request-id')).toBe('caller-1234-abcd');
  });
});
