/**
 * The outbox must never hand staff a usable secret link (a reset or invitation
 * link would let any editor take over any account). The envelope stays readable; links are redacted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const OUTBOX = `query($to: String) { mailOutbox(to: $to) { items { to subject text } } }`;
const linkToken = (text: string) => new URL(/https?:\/\/\S+reset-password\S*/.exec(text)![0]).searchParams.get('token');

describe('mail outbox', () => {
  it('shows staff the envelope of a reset e-mail but not its link, which still works for the recipient', async () => {
    const victim = await t.userWithToken('admin');
    const editor = await t.userWithToken('editor');
    await t.gql(`mutation($e: String!) { forgotPassword(email: $e) { message } }`, { e: victim.email });
    await t.settle();

    const token = linkToken(t.sentMails(victim.email)[0]!.text);
    expect(token).toMatch(/^[\w-]{20,}$/);
    const outbox = await t.gql(OUTBOX, { to: victim.email }, editor.token);
    const mail = outbox.body.data.mailOutbox.items[0];
    expect(mail).toMatchObject({ to: victim.email, subject: 'Reset your password' });
    expect(mail.text).toContain('/reset-password?token=[redacted]');
    expect(mail.text).not.toContain(token);
    // Not stored in the database either, where a backup or a future API could leak it.
    expect(JSON.stringify(await MailModel.find({ to: victim.email }).lean())).not.toContain(token);

    const reset = await t.gql(`mutation($t: String!) { resetPassword(token: $t, newPassword: "Taken!Over-Passw0rd") { message } }`, { t: token });
    expect(reset.body.data.resetPassword.message).toMatch(/password has been set/);
  });

  it('redacts invitation links too', async () => {
    const admin = await t.userWithToken('admin');
    const editor = await t.userWithToken('editor');
    const email = `invited-${Date.now()}@example.com`;
    await t.gql(`mutation($e: String!) { createUser(input: { name: "Invited Person", email: $e }) { id } }`, { e: email }, admin.token);
    const token = linkToken(t.sentMails(email)[0]!.text);
    const outbox = await t.gql(OUTBOX, { to: email }, editor.token);
    expect(outbox.body.data.mailOutbox.items[0].subject).toBe('Your account is ready: set your password');
    expect(outbox.body.data.mailOutbox.items[0].text).not.toContain(token);
  });
});
