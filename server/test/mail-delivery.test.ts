/**
 * Delivery through SMTP, tested against a local SMTP server at the SMTP boundary: what arrives
 * (both parts, the recipient's language), retries after temporary refusals, the failed state and
 * the alert after the last try, and the outbox row as the queue a restarted process sends from.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SystemAlertModel } from '../src/modules/alerts/system-alert.model.js';
import { deliverDueMail, passwordChangedMail, passwordResetMail, queueMailInTransaction, sendQueuedMail, type QueuedMail } from '../src/modules/mail/index.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../src/modules/mail/delivery.js';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { queueMail } from '../src/modules/mail/mailer.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in.js';
import { startTestServer, STRONG_PASSWORD, type TestServer } from './helpers/test-server.js';

let smtp: SmtpStandIn;
let t: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStandIn(4420);
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'AI Solutions <no-reply@aisolutions.example>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.refuse(null);
  smtp.received.length = 0;
  smtp.raw.length = 0;
});

const forgot = (email: string) => t.gql(`mutation($e: String!) { forgotPassword(email: $e) { message } }`, { e: email });
const arrivedFor = (email: string) => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);

describe('mail delivery through SMTP', () => {
  it('delivers a reset e-mail as multipart/alternative with an HTML and a text part carrying the link', async () => {
    const student = await t.userWithToken('student');
    await forgot(student.email);
    await t.settle();

    const [mail] = arrivedFor(student.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(smtp.raw.find((raw) => raw.includes(student.email))).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail?.text).toContain('Choose a new password');
    expect(mail?.text).toMatch(/http:\/\/localhost:3001\/reset-password\?token=[\w-]{20,}/);
    expect(mail?.html).toContain('Choose a new password');
    expect(mail?.html).toMatch(/href="http:\/\/localhost:3001\/reset-password\?token=[\w-]{20,}"/);
    expect(mail?.from?.text).toBe('"AI Solutions" <no-reply@aisolutions.example>');

    const row = await MailModel.findOne({ to: student.email }).select('+delivery').lean();
    expect(row).toMatchObject({ state: 'sent', attempts: 1, template: 'password-reset', language: 'en', delivery: null });
    expect(row?.text).toContain('reset-password?token=[redacted]');
  });

  it("writes the e-mail in the recipient's own language", async () => {
    const student = await t.userWithToken('student');
    await UserModel.updateOne({ email: student.email }, { $set: { language: 'de' } });
    await forgot(student.email);
    await t.settle();

    const [mail] = arrivedFor(student.email);
    expect(mail?.subject).toBe('Passwort zurücksetzen');
    expect(mail?.text).toContain('Neues Passwort wählen');
    expect(mail?.html).toContain('lang="de"');
    // The link opens the page in German.
    expect(mail?.text).toMatch(/http:\/\/localhost:3001\/de\/reset-password\?token=/);
  });

  it('tries again after temporary refusals, then marks the e-mail failed and raises one system alert', async () => {
    const student = await t.userWithToken('student');
    smtp.refuse({ code: 451, message: '4.3.0 Mailbox temporarily unavailable' });
    await forgot(student.email);
    await t.settle();

    let row = await MailModel.findOne({ to: student.email }).lean();
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row?.lastError).toContain('451');

    // Nothing is tried before the wait is over.
    const start = row!.nextAttemptAt!.getTime();
    expect(await deliverDueMail(t.deps, new Date(start - 1000))).toBe(0);
    expect(smtp.refused(student.email)).toBe(1);

    let at = start;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverDueMail(t.deps, new Date(at));
      row = await MailModel.findOne({ to: student.email }).lean();
      expect(row?.attempts).toBe(attempt);
      at += RETRY_DELAYS_MS[attempt - 1] ?? 0;
    }
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(smtp.refused(student.email)).toBe(MAX_ATTEMPTS);
    const alerts = await SystemAlertModel.find({ kind: 'mail-failed' }).lean();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toContain(student.email);
    expect(alerts[0]?.message).toContain('451');
    // The alert tells of the e-mail, never of its link.
    expect(alerts[0]?.message).not.toMatch(/token=[\w-]{20,}/);

    // "Send again" once the server accepts again: it arrives, and the outbox says sent.
    smtp.refuse(null);
    const admin = await t.userWithToken('admin');
    const resent = await t.gql(`mutation($id: ID!) { resendMail(id: $id) { state attempts canResend } }`, { id: row!._id.toString() }, admin.token);
    expect(resent.body.data.resendMail).toEqual({ state: 'sent', attempts: 1, canResend: false });
    expect(arrivedFor(student.email)).toHaveLength(1);
  });

  it('fails at once on a permanent refusal', async () => {
    const student = await t.userWithToken('student');
    smtp.refuse({ code: 550, message: '5.1.1 No such user' });
    await forgot(student.email);
    await t.settle();
    const row = await MailModel.findOne({ to: student.email }).lean();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('550');
  });

  it('sends an e-mail written before its process stopped once, however many processes start again', async () => {
    const student = await t.userWithToken('student');
    // The write that the stopped process made: the e-mail queued, not yet tried.
    const id = await queueMail(t.deps, { to: student.email, template: passwordResetMail, data: { name: 'Ada', token: 'not-a-real-token-1234567890' }, secrets: ['not-a-real-token-1234567890'] });
    expect(id).not.toBeNull();
    expect(arrivedFor(student.email)).toHaveLength(0);

    // Two processes start together: each runs its start-up delivery pass.
    const sent = await Promise.all([deliverDueMail(t.deps), deliverDueMail(t.deps)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(arrivedFor(student.email)).toHaveLength(1);
    expect(await deliverDueMail(t.deps)).toBe(0);
    expect(arrivedFor(student.email)).toHaveLength(1);
  });

  it('leaves no e-mail behind when the write that queued it fails afterwards', async () => {
    const student = await t.userWithToken('student', { name: 'Rolled Back' });
    const failed = mongoose.connection.transaction(async (session) => {
      await UserModel.updateOne({ email: student.email }, { $set: { name: 'Renamed' } }, { session });
      await queueMailInTransaction(t.deps, session, { to: student.email, template: passwordChangedMail, data: { name: 'Renamed' } });
      throw new Error('the write fails after the e-mail was queued');
    });
    await expect(failed).rejects.toThrow('the write fails after the e-mail was queued');

    expect(await MailModel.countDocuments({ to: student.email })).toBe(0);
    expect(await deliverDueMail(t.deps)).toBe(0);
    expect(arrivedFor(student.email)).toHaveLength(0);
    expect((await UserModel.findOne({ email: student.email }).lean())?.name).toBe('Rolled Back');
  });

  it('has the outbox row as soon as the write that queued it commits, and sends it once after the commit', async () => {
    const student = await t.userWithToken('student');
    const queued: QueuedMail = await mongoose.connection.transaction(async (session) => {
      await UserModel.updateOne({ email: student.email }, { $set: { name: 'Committed' } }, { session });
      return queueMailInTransaction(t.deps, session, { to: student.email, template: passwordChangedMail, data: { name: 'Committed' } });
    });
    expect(await MailModel.findById(queued.id).lean()).toMatchObject({ state: 'queued', template: 'password-changed' });
    expect(arrivedFor(student.email)).toHaveLength(0);

    await sendQueuedMail(t.deps, queued);
    expect(arrivedFor(student.email)).toHaveLength(1);
    expect(await MailModel.findById(queued.id).lean()).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await deliverDueMail(t.deps)).toBe(0);
  });

  it('sends the e-mail of a password change made through the API, its row written with the change', async () => {
    const student = await t.userWithToken('student');
    const changed = await t.gql(
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }',
      { c: STRONG_PASSWORD, n: 'An0ther!Passw0rd' },
      student.token,
    );
    expect(changed.body.errors).toBeUndefined();
    expect(await MailModel.findOne({ to: student.email }).lean()).toMatchObject({ state: 'sent', template: 'password-changed' });
    expect(arrivedFor(student.email).map((mail) => mail.subject)).toHaveLength(1);
  });
});
