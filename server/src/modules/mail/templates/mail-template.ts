/**
 * An e-mail is a template: its data, a sample of that data (for the preview and the render tests),
 * and `compose`, which says what the e-mail says as message descriptors (so it reads in the
 * recipient's language) laid out in a few kinds of blocks. One layout (mail-layout.tsx) draws every
 * template's blocks as HTML, and the plain-text writer (mail-text.ts) writes the same blocks as the
 * text part, so both parts always say the same.
 *
 * A new e-mail is one file beside this one with `defineMail({...})`, listed in `index.ts`.
 */
import type { Language } from '@ai-solutions/common';
import type { MessageText } from '../../../i18n/message.js';

/** One part of an e-mail's body. User-written text (a reviewer's note, a reply) goes in `quote`, never in a message. */
export type MailBlock =
  | { kind: 'paragraph'; text: MessageText }
  /** The e-mail's main action: a button in HTML, and its link written out in both parts. */
  | { kind: 'button'; label: MessageText; url: string }
  /** A secondary link, written as its label and its address. */
  | { kind: 'link'; label: MessageText; url: string }
  /** Text someone wrote, shown as written, with an optional heading ("A note from the hiring team"). */
  | { kind: 'quote'; label?: MessageText; text: string }
  /** Label and value pairs: the figures of a report, an order's lines. */
  | { kind: 'facts'; rows: readonly { label: MessageText; value: MessageText; note?: MessageText }[] };

export type MailContent = {
  subject: MessageText;
  /** The heading of the body; the subject when left out. */
  heading?: MessageText;
  /** The line mail apps show after the subject in the inbox. */
  preview?: MessageText;
  blocks: readonly MailBlock[];
  /** Why the person gets this e-mail, in the footer. */
  reason: MessageText;
};

/** What `compose` may use besides its data: the site, the recipient's language, and formatting in both. */
export type MailContext = {
  language: Language;
  siteName: string;
  /** The site's IANA time zone, where dates are read. */
  timezone: string;
  /** An address in the web app at PUBLIC_URL, in the recipient's language. */
  link: (path: string, query?: Record<string, string>) => string;
  /** "March 2, 2026" ("Monday, March 2, 2026" with the weekday) in the recipient's language and the site's zone. */
  date: (at: Date, opts?: { weekday?: boolean }) => string;
  /** A date and time, with the zone's name. */
  dateTime: (at: Date) => string;
  /** An amount in US dollars, in the recipient's language: "$499.00", "499,00 $". */
  money: (dollars: number) => string;
  /** A count in the recipient's language. */
  count: (n: number) => string;
};

export type MailTemplate<Data> = {
  /** The template's name, kept with every e-mail in the outbox (kebab-case). */
  name: string;
  compose: (data: Data, ctx: MailContext) => MailContent;
  /** Data to preview and test the template with. */
  sample: (ctx: MailContext) => Data;
};

export function defineMail<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}

/** The greeting most e-mails open with. */
export const hello = (name: string) => /*i18n*/ ({ message: 'Hello {name},', values: { name } });
