/**
 * Sends e-mail: through SMTP when SMTP_URL is set, otherwise into the `mail_outbox` collection
 * (and the log), where administrators and tests can read it. A failed send is logged and never
 * fails the user's action that caused it.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { runtime } from '../../runtime.js';
import { MailModel } from './mail.model.js';

export type OutgoingMail = { to: string; subject: string; text: string };

let transport: { url: string; transporter: Transporter } | null = null;

function smtp(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { config, log } = runtime();
  try {
    if (config.smtpUrl) {
      await smtp(config.smtpUrl).sendMail({ from: config.mailFrom, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    await MailModel.create(mail);
    log.info({ to: mail.to, subject: mail.subject }, 'mail stored in the outbox (no SMTP_URL set)');
  } catch (err) {
    log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent');
  }
}

/** A link into the web app, e.g. appLink('/reset-password', { token }). */
export function appLink(path: string, query?: Record<string, string>): string {
  const url = new URL(path, runtime().config.publicUrl);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.toString();
}
