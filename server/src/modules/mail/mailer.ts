/**
 * Sends e-mail. Each e-mail is drawn from its template (templates/) in the recipient's language:
 * the language the sender names (an account's), else the language of the account at that address,
 * else the site's (System Settings › Language). It is then written to the outbox (`mail_outbox`),
 * with links and codes redacted in what staff can read (a reset link read there would let any staff
 * member take over the account).
 *
 * With SMTP_URL set, that row is also the queue: it is written before the first try, so an e-mail
 * whose process stops before sending it is sent by the next delivery pass (delivery.ts), once.
 * Without SMTP_URL the outbox row is all there is. Outside production the full e-mail's text is
 * also logged, so a developer (and the tests) can follow its links. A failure to send is logged and
 * never fails the user's action that caused it.
 *
 * When the write that causes an e-mail runs in a transaction, the outbox row is written in that
 * transaction (`queueMailInTransaction`) and tried once it has committed (`sendQueuedMail`): a
 * rolled-back write leaves no e-mail, and a committed one always has its row.
 */
import type { ClientSession, Types } from 'mongoose';
import type { Language } from '@ai-solutions/common';
import type { AppDeps } from '../../app-deps.js';
import type { Config } from '../../config.js';
import { chooseLanguage } from '../../i18n/request-language.js';
import { countMail } from '../metrics/index.js';
import { getSettings, siteTextIn, type Settings } from '../settings/index.js';
import { ianaZone } from '../../core/zoned-time.js';
import { deliverMail, senderAddress } from './delivery.js';
import { accountLanguageAt } from './mail.hooks.js';
import { MailModel } from './mail.model.js';
import { redactNamedSecrets, redactSecrets } from './redact.js';
import type { MailTemplate } from './templates/mail-template.js';
import type { MailSite } from './templates/render-mail.js';

export type OutgoingMail<Data> = {
  to: string;
  template: MailTemplate<Data>;
  data: Data;
  /** The recipient's language when the sender knows it (an account's `language`). */
  language?: string | null;
  /** Tokens in the e-mail that only the recipient may see (redacted everywhere else). */
  secrets?: string[];
  /** False for a system alert's own e-mail: its failure must not raise another alert. */
  alertOnFailure?: boolean;
};

/** What the layout and the links take from System Settings › General and PUBLIC_URL, the description in the recipient's `language`. */
export function mailSite(settings: Settings, config: Pick<Config, 'publicUrl'>, language: Language): MailSite {
  const { general } = settings;
  return {
    siteName: general.siteName,
    siteDescription: siteTextIn(general, [language, chooseLanguage({ site: general.language })]).siteDescription,
    contactEmail: general.contactEmail,
    timezone: ianaZone(general.timezone),
    defaultLanguage: chooseLanguage({ site: general.language }),
    publicUrl: config.publicUrl,
  };
}

async function recipientLanguage(to: string, named: string | null | undefined, site: string): Promise<Language> {
  return chooseLanguage({ account: named ?? (await accountLanguageAt(to)), site });
}

/** An e-mail written to the outbox: `stored` (no SMTP_URL) or `queued` for its first try. */
export type QueuedMail = { id: Types.ObjectId; state: 'stored' | 'queued'; to: string; subject: string; template: string };

/** Draws the e-mail and writes its outbox row (in `session`'s transaction when given). Throws when it cannot. */
async function writeMail<Data>(deps: AppDeps, mail: OutgoingMail<Data>, session?: ClientSession): Promise<QueuedMail> {
  const { config, log } = deps;
  const to = mail.to.trim().toLowerCase();
  const settings = await getSettings();
  const language = await recipientLanguage(to, mail.language, settings.general.language);
  // React Email and what it brings (Tailwind, Prettier, Prism) load with the first e-mail, not at every start.
  const { renderMail } = await import('./templates/render-mail.js');
  const rendered = await renderMail(mail.template, mail.data, mailSite(settings, config, language), language);
  const { subject, text } = rendered;
  if (config.mailToLog) {
    const from = `${settings.general.siteName} <${senderAddress(config.mailFrom)}>`;
    log.info({ fullMail: { to, subject, text, template: mail.template.name, language, from, replyTo: settings.general.contactEmail } }, 'mail (full copy, development only)');
  }
  const readable = {
    to,
    template: mail.template.name,
    language,
    // A subject is the template's words and the record's name (a course or job title that may
    // look like a code), never a link or a code: only the named secrets are taken out.
    subject: redactNamedSecrets(subject, mail.secrets),
    text: redactSecrets(text, mail.secrets),
    html: redactSecrets(rendered.html, mail.secrets),
    alertOnFailure: mail.alertOnFailure ?? true,
  };
  const row = config.smtpUrl ? { ...readable, state: 'queued' as const, nextAttemptAt: new Date(), delivery: rendered } : { ...readable, state: 'stored' as const };
  const [written] = await MailModel.create([row], { session });
  if (!written) throw new Error('The e-mail was not written to the outbox');
  return { id: written._id, state: row.state, to, subject: readable.subject, template: mail.template.name };
}

/** What follows a written row: a stored one is counted and logged, a queued one gets its first try. Never throws. */
async function afterWritten(deps: AppDeps, mail: QueuedMail): Promise<void> {
  if (mail.state === 'stored') {
    countMail('stored');
    deps.log.info({ to: mail.to, subject: mail.subject, template: mail.template }, 'mail stored in the outbox (no SMTP_URL set)');
    return;
  }
  try {
    await deliverMail(deps, mail.id);
  } catch (err) {
    // The row stays queued: the next delivery pass tries it again.
    deps.log.error({ err, to: mail.to, template: mail.template }, 'mail could not be sent');
  }
}

/**
 * Draws the e-mail and writes it to the outbox: stored (no SMTP_URL), or queued for delivery, when
 * it answers the row's id. Throws when it cannot; `sendMail` is what callers use.
 */
export async function queueMail<Data>(deps: AppDeps, mail: OutgoingMail<Data>): Promise<Types.ObjectId | null> {
  const written = await writeMail(deps, mail);
  if (written.state === 'stored') {
    await afterWritten(deps, written);
    return null;
  }
  return written.id;
}

/**
 * Writes the e-mail to the outbox inside the transaction of `session`, as part of the write that
 * causes it: it exists if and only if that write commits. Throws when it cannot be drawn or written,
 * which rolls the write back. Hand the answer to `sendQueuedMail` after the commit; should the
 * process stop before, the delivery pass sends it.
 */
export function queueMailInTransaction<Data>(deps: AppDeps, session: ClientSession, mail: OutgoingMail<Data>): Promise<QueuedMail> {
  return writeMail(deps, mail, session);
}

/** After the commit: the first try of the e-mails `queueMailInTransaction` wrote. Never throws. */
export async function sendQueuedMail(deps: AppDeps, ...mails: (QueuedMail | null | undefined)[]): Promise<void> {
  for (const mail of mails) if (mail) await afterWritten(deps, mail);
}

/** Draws the e-mail, writes it to the outbox and, with SMTP_URL, makes its first try at once. Never throws. */
export async function sendMail<Data>(deps: AppDeps, mail: OutgoingMail<Data>): Promise<void> {
  try {
    await afterWritten(deps, await writeMail(deps, mail));
  } catch (err) {
    countMail('failed');
    deps.log.error({ err, to: mail.to, template: mail.template.name }, 'mail could not be sent');
  }
}
