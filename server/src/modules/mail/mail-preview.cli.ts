/**
 * `npm run mail:preview [folder]`: draws every e-mail template with its sample data in every
 * language, with the default System Settings, into `folder` (default `.data/mail-preview`): one
 * HTML and one text file per template and language, and an index.html linking them all, to look
 * at in a browser. Needs no database.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LANGUAGES, type Language } from '@ai-solutions/common';
import { DEFAULT_SETTINGS, siteTextIn } from '../settings/index.js';
import { MAIL_TEMPLATES } from './templates/index.js';
import { mailContext, renderMail, type MailSite } from './templates/render-mail.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// npm runs the script in server/; INIT_CWD is where it was typed.
const folder = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? join('.data', 'mail-preview'));
const { general } = DEFAULT_SETTINGS;
const siteIn = (language: Language): MailSite => ({
  siteName: general.siteName,
  siteDescription: siteTextIn(general, [language]).siteDescription,
  contactEmail: general.contactEmail,
  timezone: general.timezone,
  defaultLanguage: 'en',
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
});

await mkdir(folder, { recursive: true });
const rows: string[] = [];
for (const template of MAIL_TEMPLATES) {
  const links: string[] = [];
  for (const language of LANGUAGES) {
    const site = siteIn(language);
    const mail = await renderMail(template, template.sample(mailContext(site, language)), site, language);
    const base = `${template.name}.${language}`;
    await writeFile(join(folder, `${base}.html`), mail.html);
    await writeFile(join(folder, `${base}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
    links.push(`<a href="${base}.html" title="${escapeHtml(mail.subject)}">${language}</a> (<a href="${base}.txt">text</a>)`);
  }
  rows.push(`<tr><th>${template.name}</th><td>${links.join(' · ')}</td></tr>`);
}
await writeFile(
  join(folder, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>E-mail templates</title><style>body{font:15px system-ui;margin:2rem}th{text-align:left;padding:4px 16px 4px 0}</style><h1>E-mail templates</h1><table>${rows.join('')}</table>`,
);
process.stdout.write(`Wrote ${String(MAIL_TEMPLATES.length * LANGUAGES.length)} e-mails to ${folder}; open ${join(folder, 'index.html')} in a browser.\n`);
