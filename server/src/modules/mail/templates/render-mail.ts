/**
 * Puts a template's content in the recipient's language and draws both parts: the HTML through
 * the layout (React Email's `render`), the text through the text writer.
 */
import { createElement } from 'react';
import { render } from '@react-email/render';
import { pathInLanguage, type Language } from '@ai-solutions/common';
import type { I18n } from '@lingui/core';
import { translate, type MessageText } from '../../../i18n/message.js';
import { i18nFor } from '../../../i18n/server-i18n.js';
import { MailLayout, type LaidOutBlock, type LaidOutMail } from './mail-layout.js';
import type { MailContent, MailContext, MailTemplate } from './mail-template.js';
import { mailText } from './mail-text.js';

export type RenderedMail = { subject: string; html: string; text: string };

/** What the layout and links need of System Settings and the configuration. */
export type MailSite = {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  timezone: string;
  /** The site's default language (System Settings › Language): its pages have no prefix. */
  defaultLanguage: Language;
  publicUrl: string;
};

const MESSAGES = {
  orPaste: /*i18n*/ { message: 'If the button does not work, copy this link into your browser:' },
  contact: /*i18n*/ { message: 'Questions? Write to us at' },
};

export function mailContext(site: MailSite, language: Language): MailContext {
  const zone = { timeZone: site.timezone };
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const count = new Intl.NumberFormat(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', ...zone });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'full', ...zone });
  const dateTime = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...zone });
  return {
    language,
    siteName: site.siteName,
    timezone: site.timezone,
    link: (path, query) => {
      const url = new URL(pathInLanguage(path, language, site.defaultLanguage), site.publicUrl);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
      return url.toString();
    },
    date: (at, opts) => (opts?.weekday ? day : date).format(at),
    dateTime: (at) => dateTime.format(at),
    money: (dollars) => money.format(dollars),
    count: (n) => count.format(n),
  };
}

function layOut(i18n: I18n, content: MailContent, site: MailSite, language: Language): LaidOutMail {
  const say = (text: MessageText) => translate(i18n, text);
  const blocks = content.blocks.map((block): LaidOutBlock => {
    switch (block.kind) {
      case 'paragraph':
        return { kind: 'paragraph', text: say(block.text) };
      case 'button':
        return { kind: 'button', label: say(block.label), url: block.url, orPaste: say(MESSAGES.orPaste) };
      case 'link':
        return { kind: 'link', label: say(block.label), url: block.url };
      case 'quote':
        return block.label ? { kind: 'quote', label: say(block.label), text: block.text } : { kind: 'quote', text: block.text };
      case 'facts':
        return { kind: 'facts', rows: block.rows.map((row) => ({ label: say(row.label), value: say(row.value), ...(row.note ? { note: say(row.note) } : {}) })) };
    }
  });
  const subject = say(content.subject);
  return {
    language,
    subject,
    heading: say(content.heading ?? content.subject),
    preview: say(content.preview ?? content.heading ?? content.subject),
    blocks,
    siteName: site.siteName,
    siteDescription: site.siteDescription,
    contactEmail: site.contactEmail,
    contactLabel: say(MESSAGES.contact),
    reason: say(content.reason),
  };
}

export async function renderMail<Data>(template: MailTemplate<Data>, data: Data, site: MailSite, language: Language): Promise<RenderedMail> {
  const content = template.compose(data, mailContext(site, language));
  const mail = layOut(i18nFor(language), content, site, language);
  const html = await render(createElement(MailLayout, { mail }));
  return { subject: mail.subject, html, text: mailText(mail) };
}
