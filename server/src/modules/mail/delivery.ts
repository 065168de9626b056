/**
 * Delivery through SMTP_URL, from the outbox rows that are the queue. A process takes a due row
 * with one atomic update (state `sending`, held until `lockedUntil`), so with several app processes
 * each e-mail is tried by one of them; a process that dies holding one frees it when the hold ends.
 *
 * A temporary failure (the server unreachable, a 4xx answer) is tried again after a growing wait;
 * a permanent one (a 5xx answer), or the last try, marks the e-mail failed and announces it
 * (mail.hooks.ts: the alerts module raises a system alert). The message as the recipient gets it is erased from the row once it is sent.
 */
import type { Transporter } from 'nodemailer';
import type { Types } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { countMail } from '../metrics/index.js';
import { getSettings } from '../settings/index.js';
import { announceUndelivered } from './mail.hooks.js';
import { MailModel, type MailDoc } from './mail.model.js';

/** Waits before the 2nd, 3rd, 4th and 5th try; after the 5th, the e-mail has failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a process holds an e-mail it is sending; longer than any SMTP conversation. */
const HOLD_MS = 5 * 60_000;
/** How often a running server looks for e-mails due for a try. */
const PASS_EVERY_MS = 30_000;

let transport: { url: string; transporter: Transporter } | null = null;

/** The SMTP transport; nodemailer loads at the first e-mail sent, not at every start. */
async function smtp(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    const { createTransport } = (await import('nodemailer')).default;
    transport = { url, transporter: createTransport(url) };
  }
  return transport.transporter;
}

type SmtpError = Error & { responseCode?: number; response?: string; code?: string };

/** The server's answer ("550 5.1.1 No such user"), or what went wrong on the way. */
function describe(err: unknown): string {
  const e = err as SmtpError;
  return (e.response ?? e.message).slice(0, 500);
}

/** A 5xx answer will not change on a second try; anything else (4xx, no connection) may. */
function isPermanent(err: unknown): boolean {
  const code = (err as SmtpError).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

type Claimed = Pick<MailDoc, '_id' | 'to' | 'subject' | 'attempts' | 'alertOnFailure' | 'delivery'>;

/** Takes one due e-mail (matching `filter`) for this process, or null when none is due. */
async function claim(filter: Record<string, unknown>, now: Date): Promise<Claimed | null> {
  return MailModel.findOneAndUpdate(
    { ...filter, $or: [{ state: 'queued', nextAttemptAt: { $lte: now } }, { state: 'sending', lockedUntil: { $lte: now } }] },
    { $set: { state: 'sending', lockedUntil: new Date(now.getTime() + HOLD_MS) } },
    { returnDocument: 'after', sort: { nextAttemptAt: 1 }, projection: { to: 1, subject: 1, attempts: 1, alertOnFailure: 1, delivery: 1 } },
  ).lean<Claimed>();
}

async function attempt(deps: AppDeps, mail: Claimed, now: Date): Promise<boolean> {
  const { config, log } = deps;
  const attempts = (mail.attempts ?? 0) + 1;
  try {
    if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
    if (!mail.delivery) throw Object.assign(new Error('The message is no longer kept, so it cannot be sent'), { responseCode: 554 });
    const { general } = await getSettings();
    const from = { name: general.siteName, address: senderAddress(config.mailFrom) };
    await (await smtp(config.smtpUrl)).sendMail({ from, replyTo: general.contactEmail, to: mail.to, ...mail.delivery });
    await MailModel.updateOne({ _id: mail._id }, { $set: { state: 'sent', sentAt: new Date(), attempts, lockedUntil: null, nextAttemptAt: null, lastError: null, delivery: null } });
    countMail('sent');
    log.info({ to: mail.to, subject: mail.subject, attempts }, 'mail sent');
    return true;
  } catch (err) {
    const lastError = describe(err);
    const final = isPermanent(err) || attempts >= MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_MS[attempts - 1] ?? 0;
    await MailModel.updateOne(
      { _id: mail._id },
      { $set: { state: final ? 'failed' : 'queued', attempts, lastError, lockedUntil: null, nextAttemptAt: final ? null : new Date(now.getTime() + delay) } },
    );
    countMail(final ? 'failed' : 'retried');
    if (!final) {
      log.warn({ to: mail.to, subject: mail.subject, attempts, error: lastError }, 'mail not sent; it will be tried again');
      return false;
    }
    log.error({ to: mail.to, subject: mail.subject, attempts, error: lastError }, 'mail could not be delivered');
    // A system alert's own e-mail is not announced: its failure must not raise another alert.
    if (mail.alertOnFailure) await announceUndelivered(deps, { id: mail._id.toString(), subject: mail.subject, to: mail.to, attempts, error: lastError });
    return false;
  }
}

/** MAIL_FROM's address; its display name is the Site Name of the settings. */
export function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/** One try of one queued e-mail, now (unless another process holds it). Answers whether it was sent. */
export async function deliverMail(deps: AppDeps, id: Types.ObjectId | string, now = new Date()): Promise<boolean> {
  const mail = await claim({ _id: id }, now);
  return mail ? attempt(deps, mail, now) : false;
}

/** Tries every e-mail due at `now`; answers how many were sent. The start-up pass and the timer run it. */
export async function deliverDueMail(deps: AppDeps, now = new Date()): Promise<number> {
  if (!deps.config.smtpUrl) return 0;
  let sent = 0;
  for (let mail = await claim({}, now); mail; mail = await claim({}, now)) if (await attempt(deps, mail, now)) sent += 1;
  return sent;
}

/** Runs a delivery pass now (what a stopped process left) and then every 30 s; answers the stop. */
export function startMailDelivery(deps: AppDeps): () => void {
  if (!deps.config.smtpUrl) return () => undefined;
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    deliverDueMail(deps)
      .catch((err: unknown) => {
        deps.log.error({ err }, 'the mail delivery pass failed');
      })
      .finally(() => {
        running = false;
      });
  };
  pass();
  const timer = setInterval(pass, PASS_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
