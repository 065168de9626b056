/**
 * A reply sent with an invalid priority is refused (400) before anything happens: no reply saved,
 * no status set, no e-mail to the sender. The whole input is validated first, the change is one
 * write, and the e-mail goes only after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { ContactMessageModel } from '../src/modules/contact/contact-message.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: { token: string };
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
});
afterAll(() => t.close());

async function newMessage() {
  const email = `half-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await t.rest('POST', '/contact-messages', { name: 'Grace', email, subject: `Half write ${email}`, message: 'Hello there' });
  expect(res.status).toBe(201);
  const doc = await ContactMessageModel.findOne({ email }).lean();
  return { id: doc!._id.toString(), email };
}

describe('PUT /api/contact-messages/{id} with a reply', () => {
  it('refuses an invalid priority before writing or sending anything', async () => {
    const { id, email } = await newMessage();
    const res = await t.rest('PUT', `/contact-messages/${id}`, { reply: 'Thanks', priority: 'urgent' }, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ priority: 'Priority must be one of high, medium, low' });
    const after = await ContactMessageModel.findById(id).lean();
    expect(after).toMatchObject({ status: 'new', priority: 'medium' });
    expect(after?.reply ?? null).toBeNull();
    expect(await MailModel.exists({ to: email, subject: /^Re:/ })).toBeNull();
  });

  it('saves a valid reply and priority together, then e-mails the sender once', async () => {
    const { id, email } = await newMessage();
    const res = await t.rest('PUT', `/contact-messages/${id}`, { reply: 'Thanks', priority: 'high' }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'replied', reply: 'Thanks', priority: 'high', repliedBy: 'Ada Admin' });
    expect(await MailModel.countDocuments({ to: email, subject: /^Re:/ })).toBe(1);
  });
});
