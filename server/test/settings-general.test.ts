/**
 * The General and Notifications settings at work: the site name and description in the served page
 * and in e-mails, the Contact Email as reply-to and staff mailbox, and Email Notifications gating
 * staff e-mails but never a user's own.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const UPDATE = `mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { updatedAt } }`;
const RESET = `mutation { resetSystemSettings { updatedAt } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }`;

let t: TestServer;
let adminToken: string;

beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'client-')), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><head><meta name="description" content="Old words" data-site-description /><title data-site-name>Old name</title><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state-->',
  );
  t = await startTestServer({ CLIENT_DIST: dist });
  adminToken = (await t.userWithToken('admin')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.gql(RESET, {}, adminToken);
});

const update = async (input: Record<string, unknown>) => {
  const res = await t.gql(UPDATE, { input }, adminToken);
  expect(res.body.errors).toBeUndefined();
};

const contactMessage = (subject: string) =>
  t.gql(CONTACT, { input: { name: 'Visitor', email: `visitor-${Date.now()}@example.com`, subject, message: 'Hello there, I have a question.' } });

describe('General settings', () => {
  it("put the site name and description in the home page's title and meta description, and the name after every other page's title, escaped", async () => {
    await update({ general: { siteName: 'Acme <AI>', siteDescription: 'Applied "AI" for teams' } });
    const html = await (await fetch(`${t.url}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title data-site-name>Acme &lt;AI&gt;</title>');
    expect(html).toContain('<meta name="description" content="Applied &quot;AI&quot; for teams" data-site-description');
    const courses = await (await fetch(`${t.url}/courses`, { headers: { accept: 'text/html' } })).text();
    expect(courses).toContain('<title data-site-name>Courses | Acme &lt;AI&gt;</title>');
  });

  it('sign e-mails with the site name, end them with its footer, and take replies at the Contact Email', async () => {
    await update({ general: { siteName: 'Acme AI', siteDescription: 'Applied AI for teams.', contactEmail: 'hello@acme.example' } });
    const user = await t.userWithToken('student');
    await t.gql(`mutation($e: String!) { forgotPassword(email: $e) { message } }`, { e: user.email });
    await t.settle();
    const mail = t.sentMails(user.email)[0];
    expect(mail?.from).toBe('Acme AI <no-reply@aisolutions.example>');
    expect(mail?.replyTo).toBe('hello@acme.example');
    expect(mail?.text).toContain('--\nAcme AI\nApplied AI for teams.\nQuestions? Write to us at hello@acme.example\n');
  });

  it('send staff notification e-mails to the Contact Email', async () => {
    await update({ general: { contactEmail: 'staff-inbox@acme.example' } });
    await contactMessage('Pricing question');
    await t.settle();
    const mail = t.sentMails('staff-inbox@acme.example')[0];
    expect(mail).toMatchObject({ subject: 'New contact message' });
    expect(mail?.text).toContain('Visitor: Pricing question');
  });

  it("write dates in e-mails in the site's time zone", async () => {
    await update({ general: { timezone: 'America/New_York' } });
    const email = `zone-${Date.now()}@example.com`;
    await t.gql(CONTACT, { input: { name: 'Zoe', email, subject: 'Zones', message: 'What time is it there?' } });
    const list = await t.gql(`query { contactMessages(filter: { search: "Zones" }) { items { id } } }`, {}, adminToken);
    const id = (list.body.data.contactMessages.items as { id: string }[])[0]?.id;
    await t.gql(`mutation($id: ID!) { replyToContactMessage(id: $id, reply: "Morning here.") { id } }`, { id }, adminToken);
    await t.settle();
    expect(t.sentMails(email)[0]?.text).toMatch(/On \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T you wrote:/);
  });
});

describe('Email Notifications', () => {
  it('off: staff get no e-mail, the sender still gets their acknowledgement', async () => {
    await update({ general: { contactEmail: 'quiet-inbox@acme.example' }, notifications: { emailNotifications: false } });
    const email = `quiet-visitor-${Date.now()}@example.com`;
    await t.gql(CONTACT, { input: { name: 'Visitor', email, subject: 'Silent', message: 'Hello there, I have a question.' } });
    await t.settle();
    expect(t.sentMails('quiet-inbox@acme.example')).toHaveLength(0);
    expect(t.sentMails(email)[0]?.subject).toBe('We received your message');
  });

  it('off: a password reset the user asked for is still mailed', async () => {
    await update({ notifications: { emailNotifications: false } });
    const user = await t.userWithToken('student');
    await t.gql('mutation($e: String!) { forgotPassword(email: $e) { message } }', { e: user.email });
    await t.settle();
    expect(t.sentMails(user.email)[0]?.text).toContain('/reset-password?token=');
  });
});
