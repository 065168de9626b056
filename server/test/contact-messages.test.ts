import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { resetRateLimits } from '../src/modules/auth/rate-limits.js';
import { ContactMessageModel } from '../src/modules/contact/contact-message.model.js';
import { NotificationModel } from '../src/modules/notifications/notification.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// The contact journey (spec sections 2, 4, 5, 7): a visitor's message, and what staff do with it.

let t: TestServer;
let admin: { id: string; token: string; email: string };
let editor: string;
let student: string;

const FIELDS = 'id name email phone company serviceInterest subject message status priority reply repliedAt repliedBy createdAt updatedAt';
const SUBMIT = `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }`;
const LIST = `query($filter: ContactMessageFilter, $page: PageInput) { contactMessages(filter: $filter, page: $page) { total page pageSize items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { contactMessage(id: $id) { ${FIELDS} } }`;
const OPEN = `mutation($id: ID!) { openContactMessage(id: $id) { id status } }`;
const UPDATE = `mutation($id: ID!, $input: ContactMessageUpdateInput!) { updateContactMessage(id: $id, input: $input) { id status priority } }`;
const REPLY = `mutation($id: ID!, $reply: String!) { replyToContactMessage(id: $id, reply: $reply) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteContactMessage(id: $id) }`;
const STATS = `{ contactMessageStats { total new read replied archived highPriority } }`;

let counter = 0;
function valid(over: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Grace Hopper',
    email: `grace${counter}@example.com`,
    company: 'Navy Labs',
    serviceInterest: 'consulting',
    subject: `Compilers for everyone ${counter}`,
    message: 'We would like to discuss an AI project.',
    ...over,
  };
}

/** Submits as a guest and answers the stored message (found by its unique subject). */
async function submitted(over: Record<string, unknown> = {}) {
  const input = valid(over);
  const res = await t.gql(SUBMIT, { input });
  expect(res.body.errors).toBeUndefined();
  const doc = await ContactMessageModel.findOne({ subject: input.subject }).lean();
  return { input, id: doc!._id.toString() };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  editor = (await t.userWithToken('editor')).token;
  student = (await t.userWithToken('student')).token;
});
beforeEach(() => resetRateLimits());
afterAll(() => t.close());

describe('a visitor sends a message', () => {
  it('is stored as new and medium, with company and service interest in their own fields', async () => {
    const input = valid({ phone: '+1 555 0100' });
    const res = await t.gql(SUBMIT, { input });
    expect(res.body.data.submitContactMessage.message).toBe('Thank you for your message. We will reply within 24 hours.');
    const stored = (await t.gql(LIST, { filter: { search: input.subject } }, admin.token)).body.data.contactMessages.items[0];
    expect(stored).toMatchObject({
      name: 'Grace Hopper',
      email: input.email,
      phone: '+1 555 0100',
      company: 'Navy Labs',
      serviceInterest: 'consulting',
      status: 'new',
      priority: 'medium',
      reply: null,
      repliedAt: null,
      repliedBy: null,
    });
  });

  it('e-mails the sender a reply promise within 24 hours and notifies every administrator', async () => {
    const { input } = await submitted();
    const mail = await MailModel.findOne({ to: input.email }).lean();
    expect(mail?.subject).toBe('We received your message');
    expect(mail?.text).toContain('will reply within 24 hours');
    const notice = await NotificationModel.findOne({ user: admin.id, message: `Grace Hopper: ${input.subject}` }).lean();
    expect(notice).toMatchObject({ title: 'New contact message', link: '/admin/contact', isRead: false });
  });

  it("gives each staff member the notice in their own language: a German editor's reads in German", async () => {
    const german = await t.userWithToken('editor', { name: 'Greta Editor' });
    const chosen = await t.gql('mutation { updateProfile(input: { language: "de" }) { language } }', {}, german.token);
    expect(chosen.body.data.updateProfile.language).toBe('de');
    const { input } = await submitted();
    const forGerman = await NotificationModel.findOne({ user: german.id, link: '/admin/contact' }).sort({ createdAt: -1 }).lean();
    expect(forGerman).toMatchObject({ title: 'Neue Kontaktnachricht', message: `Grace Hopper: ${input.subject}` });
    const forEnglish = await NotificationModel.findOne({ user: admin.id, message: `Grace Hopper: ${input.subject}` }).lean();
    expect(forEnglish?.title).toBe('New contact message');
    const bell = await t.gql('{ notifications(unreadOnly: true) { items { title } } }', {}, german.token);
    expect(bell.body.data.notifications.items[0].title).toBe('Neue Kontaktnachricht');
  });

  it('ignores a status or priority the sender tries to choose (older REST callers send them)', async () => {
    const input = valid({ status: 'replied', priority: 'high' });
    const res = await t.rest('POST', '/contact-messages', input);
    expect(res.status).toBe(201);
    expect(await ContactMessageModel.findOne({ subject: input.subject }).lean()).toMatchObject({ status: 'new', priority: 'medium' });
  });

  it('names every missing or malformed field, and bounds the text lengths', async () => {
    const res = await t.gql(SUBMIT, { input: { name: ' ', email: 'nope', subject: '', message: '  ' } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({
      name: 'Full Name is required',
      email: 'Enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const long = await t.rest('POST', '/contact-messages', valid({ name: 'n'.repeat(101), subject: 's'.repeat(201), message: 'm'.repeat(5001), serviceInterest: 'cooking' }));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      name: 'Full Name must be at most 100 characters',
      subject: 'Subject must be at most 200 characters',
      message: 'Message must be at most 5000 characters',
      serviceInterest: 'Service interest must be one of general, ml, consulting, training, partnership',
    });
    // An empty service interest from a form means none.
    expect((await t.rest('POST', '/contact-messages', valid({ serviceInterest: '' }))).status).toBe(201);
  });

  it('accepts a filled honeypot silently but keeps and sends nothing', async () => {
    const input = valid({ website: 'http://spam.example' });
    const res = await t.gql(SUBMIT, { input });
    expect(res.body.data.submitContactMessage.message).toBe('Thank you for your message. We will reply within 24 hours.');
    expect(await ContactMessageModel.exists({ subject: input.subject })).toBeNull();
    expect(await MailModel.exists({ to: input.email })).toBeNull();
  });

  it('allows 5 messages per 10 minutes from one address, then asks to wait', async () => {
    for (let i = 0; i < 5; i++) expect((await t.gql(SUBMIT, { input: valid() })).body.errors).toBeUndefined();
    const sixth = await t.gql(SUBMIT, { input: valid() });
    expect(sixth.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(sixth.body.errors?.[0]?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // When to try again, in seconds (at most the 10-minute window): in the answer and its Retry-After header.
    const retryAfter = sixth.body.errors?.[0]?.extensions?.retryAfter ?? 0;
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(Number(sixth.headers.get('retry-after'))).toBe(retryAfter);
    const rest = await t.rest('POST', '/contact-messages', valid());
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(Number(rest.headers.get('retry-after'))).toBeLessThanOrEqual(600);
  });
});

describe('staff handle messages', () => {
  it('opening a new message marks it read; opening it again or a replied one changes nothing', async () => {
    const { id } = await submitted();
    expect((await t.gql(ONE, { id }, admin.token)).body.data.contactMessage.status).toBe('new');
    expect((await t.gql(OPEN, { id }, admin.token)).body.data.openContactMessage.status).toBe('read');
    expect((await t.gql(OPEN, { id }, editor)).body.data.openContactMessage.status).toBe('read');
    await t.gql(UPDATE, { id, input: { status: 'archived' } }, admin.token);
    expect((await t.gql(OPEN, { id }, admin.token)).body.data.openContactMessage.status).toBe('archived');
  });

  it('a reply sets replied, the text, the time and the admin’s name, and e-mails the sender', async () => {
    const { id, input } = await submitted();
    const res = await t.gql(REPLY, { id, reply: '  Happy to help, let us talk on Monday.  ' }, admin.token);
    const msg = res.body.data.replyToContactMessage;
    expect(msg).toMatchObject({ status: 'replied', reply: 'Happy to help, let us talk on Monday.', repliedBy: 'Ada Admin' });
    expect(Date.now() - new Date(msg.repliedAt).getTime()).toBeLessThan(60_000);
    const mail = await MailModel.findOne({ to: input.email, subject: `Re: ${input.subject}` }).lean();
    expect(mail?.text).toContain('Happy to help, let us talk on Monday.');
    expect(mail?.text).toContain('Ada Admin');
  });

  it('refuses an empty reply (after trimming) and leaves the message as it was', async () => {
    const { id } = await submitted();
    const res = await t.gql(REPLY, { id, reply: '   ' }, admin.token);
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({ reply: 'Reply is required' });
    expect((await t.gql(ONE, { id }, admin.token)).body.data.contactMessage).toMatchObject({ status: 'new', reply: null });
  });

  it('changes status and priority freely, and refuses unknown values', async () => {
    const { id } = await submitted();
    for (const status of ['replied', 'new', 'archived', 'read']) {
      expect((await t.gql(UPDATE, { id, input: { status } }, admin.token)).body.data.updateContactMessage.status).toBe(status);
    }
    const both = await t.gql(UPDATE, { id, input: { priority: 'high' } }, admin.token);
    expect(both.body.data.updateContactMessage).toMatchObject({ status: 'read', priority: 'high' });
    const bad = await t.rest('PUT', `/contact-messages/${id}`, { priority: 'urgent' }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ priority: 'Priority must be one of high, medium, low' });
  });

  it('searches, filters by status and priority, and paginates on the server, newest first', async () => {
    const tag = `Batch-${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await submitted({ subject: `${tag} ${i}` })).id);
    await t.gql(UPDATE, { id: ids[0], input: { priority: 'high', status: 'archived' } }, admin.token);

    const all = (await t.gql(LIST, { filter: { search: tag.toLowerCase() } }, admin.token)).body.data.contactMessages;
    expect(all.items.map((m: { subject: string }) => m.subject)).toEqual([`${tag} 2`, `${tag} 1`, `${tag} 0`]);
    const high = (await t.gql(LIST, { filter: { search: tag, priority: 'high' } }, admin.token)).body.data.contactMessages;
    expect(high.items.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    const fresh = (await t.gql(LIST, { filter: { search: tag, status: 'new' } }, admin.token)).body.data.contactMessages;
    expect(fresh.total).toBe(2);
    const page2 = (await t.gql(LIST, { filter: { search: tag }, page: { page: 2, pageSize: 2 } }, admin.token)).body.data.contactMessages;
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((m: { subject: string }) => m.subject)).toEqual([`${tag} 0`]);
    expect((await t.gql(LIST, { filter: { search: '.*(' } }, admin.token)).body.data.contactMessages.total).toBe(0);
  });

  it('counts the stat cards on the server', async () => {
    const before = (await t.gql(STATS, {}, admin.token)).body.data.contactMessageStats;
    const { id } = await submitted();
    await t.gql(UPDATE, { id, input: { priority: 'high' } }, admin.token);
    const after = (await t.gql(STATS, {}, admin.token)).body.data.contactMessageStats;
    expect(after).toMatchObject({ total: before.total + 1, new: before.new + 1, highPriority: before.highPriority + 1 });
    expect(after.new + after.read + after.replied + after.archived).toBe(after.total);
    expect(after.total).toBe(await ContactMessageModel.countDocuments());
  });

  it('deletes a message, and answers NOT_FOUND for unknown or malformed ids', async () => {
    const { id } = await submitted();
    expect((await t.gql(DELETE, { id }, admin.token)).body.data.deleteContactMessage).toBe(id);
    expect((await t.gql(ONE, { id }, admin.token)).body.data.contactMessage).toBeNull();
    for (const bad of [id, 'nope']) {
      expect((await t.gql(DELETE, { id: bad }, admin.token)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await t.gql(REPLY, { id: bad, reply: 'Hi' }, admin.token)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('who may do what', () => {
  it('lets guests only send; students are refused everything else', async () => {
    const { id } = await submitted();
    const staffOnly: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id }],
      [STATS, {}],
      [OPEN, { id }],
      [UPDATE, { id, input: { status: 'read' } }],
      [REPLY, { id, reply: 'Hi' }],
      [DELETE, { id }],
    ];
    for (const [query, variables] of staffOnly) {
      expect((await t.gql(query, variables)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, variables, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // A student may send a message like anyone.
    expect((await t.gql(SUBMIT, { input: valid() }, student)).body.errors).toBeUndefined();
    expect((await ContactMessageModel.findById(id).lean())?.status).toBe('new');
  });
});

describe('REST /api/contact-messages', () => {
  it('serves the prototype’s calls: public POST; admin GET, PUT (status, or a reply) and DELETE', async () => {
    const input = valid();
    const created = await t.rest('POST', '/contact-messages', input);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ message: 'Thank you for your message. We will reply within 24 hours.' });

    expect((await t.rest('GET', '/contact-messages')).status).toBe(401);
    expect((await t.rest('GET', '/contact-messages', undefined, student)).status).toBe(403);
    const list = await t.rest('GET', `/contact-messages?search=${encodeURIComponent(input.subject)}`, undefined, admin.token);
    expect(list.body.meta.total).toBe(1);
    const id = list.body.data[0].id as string;
    expect(list.body.data[0]).toMatchObject({ company: 'Navy Labs', serviceInterest: 'consulting', status: 'new' });

    const one = await t.rest('GET', `/contact-messages/${id}`, undefined, admin.token);
    expect(one.body.data.subject).toBe(input.subject);
    expect((await t.rest('GET', '/contact-messages/0123456789abcdef01234567', undefined, admin.token)).status).toBe(404);

    const read = await t.rest('PUT', `/contact-messages/${id}`, { status: 'read' }, admin.token);
    expect(read.body.data.status).toBe('read');
    // The prototype sent its own repliedAt and a fixed repliedBy; the server sets both.
    const replied = await t.rest('PUT', `/contact-messages/${id}`, { status: 'replied', reply: 'Thanks!', repliedAt: '2001-01-01', repliedBy: 'Admin User', priority: 'low' }, admin.token);
    expect(replied.body.data).toMatchObject({ status: 'replied', reply: 'Thanks!', repliedBy: 'Ada Admin', priority: 'low' });
    expect(replied.body.data.repliedAt.startsWith('2001')).toBe(false);
    expect((await t.rest('PUT', `/contact-messages/${id}`, { reply: ' ' }, admin.token)).body.errors).toEqual({ reply: 'Reply is required' });

    expect((await t.rest('DELETE', `/contact-messages/${id}`, undefined, student)).status).toBe(403);
    expect((await t.rest('DELETE', `/contact-messages/${id}`, undefined, admin.token)).body.data).toEqual({ id });
    expect((await t.rest('DELETE', `/contact-messages/${id}`, undefined, admin.token)).status).toBe(404);
  });
});
