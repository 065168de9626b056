/**
 * Sends e-mail: through SMTP when SMTP_URL is set, otherwise into the `mail_outbox` collection,
 * where staff see who was sent what, with links and codes redacted (a reset link read there would let
 * any staff member take over the account). Outside production the full e-mail is also logged, so a
 * developer (and the tests) can follow its links. A failed send is logged and never fails the user's
 * action that caused it.
 */
import type { Transporter } from 'nodemailer';
import type { AppDeps } from '../../app-deps.js';
import type { Config } from '../../config.js';
import { countMail } from '../metrics/index.js';
import { getSettings } from '../settings/settings.service.js';
import { MailModel } from './mail.model.js';
import { redactSecrets } from './redact.js';

/** `secrets`: tokens in the text that only the recipient may see (redacted everywhere else). */
export type OutgoingMail = { to: string; subject: string; text: string; secrets?: string[] };

let transport: { url: string; transporter: Transporter } | null = null;

/** The SMTP transport; nodemailer loads at the first e-mail sent, not at every start. */
async function smtp(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    const { createTransport } = (await import('nodemailer')).default;
    transport = { url, transporter: createTransport(url) };
  }
  return transport.transporter;
}

/** MAIL_FROM's address; its display name is the Site Name of the settings. */
export function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/** Sends through SMTP_URL or into the outbox, as `deps.config` says; logged through `deps.log`. */
export async function sendMail(deps: AppDeps, mail: OutgoingMail): Promise<void> {
  const { config, log } = deps;
  try {
    const { to, subject } = mail;
    // System Settings › General: the sender's name, the footer, and where replies go.
    const { general } = await getSettings();
    const from = { name: general.siteName, address: senderAddress(config.mailFrom) };
    const replyTo = general.contactEmail;
    const text = `${mail.text.trimEnd()}\n\n--\n${general.siteName}${general.siteDescription ? `\n${general.siteDescription}` : ''}\n`;
    if (config.mailToLog) log.info({ fullMail: { to: to.toLowerCase(), subject, text, from: `${from.name} <${from.address}>`, replyTo } }, 'mail (full copy, development only)');
    if (config.smtpUrl) {
      await (await smtp(config.smtpUrl)).sendMail({ from, replyTo, to, subject, text });
      countMail('sent');
      log.info({ to, subject }, 'mail sent');
      return;
    }
    await MailModel.create({ to, subject, text: redactSecrets(text, mail.secrets) });
    countMail('stored');
    log.info({ to, subject }, 'mail stored in the outbox (no SMTP_URL set)');
  } catch (err) {
    countMail('failed');
    log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent');
  }
}

/** A link into the web app at PUBLIC_URL, e.g. appLink(config, '/reset-password', { token }). */
export function appLink(config: Pick<Config, 'publicUrl'>, path: string, query?: Record<string, string>): string {
  const url = new URL(path, config.publicUrl);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.toString();
}
