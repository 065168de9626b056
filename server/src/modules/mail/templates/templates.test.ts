/**
 * Every template in every language, drawn with its sample data: both parts present and saying the
 * same, the subject and the main action in the recipient's language, the HTML within the e-mail
 * constraints chosen (no external CSS or scripts, images with alt text, a column of at most 600 px),
 * and no secret left in what staff read of it.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@ai-solutions/common';
import { redactSecrets } from '../redact.js';
import { MAIL_TEMPLATES, passwordResetMail, applicationStatusMail, weeklyReportMail } from './index.js';
import { mailContext, renderMail, type MailSite } from './render-mail.js';

const SITE: MailSite = {
  siteName: 'AI Solutions',
  siteDescription: 'AI consulting and training',
  contactEmail: 'info@aisolutions.example',
  timezone: 'Europe/Berlin',
  defaultLanguage: 'en',
  publicUrl: 'https://aisolutions.example',
};

function emailConstraints(html: string): string[] {
  const problems: string[] = [];
  if (/<link\b/i.test(html)) problems.push('a <link> (external CSS)');
  if (/<script\b/i.test(html)) problems.push('a <script>');
  if (/@import/i.test(html)) problems.push('an @import');
  for (const img of html.match(/<img\b[^>]*>/gi) ?? []) if (!/\balt="[^"]+"/.test(img)) problems.push(`an image without alt text: ${img}`);
  for (const [, px] of html.matchAll(/(?<![-\w])width:\s*(\d+)px/g)) if (Number(px) > 600) problems.push(`a width of ${px}px`);
  for (const [, px] of html.matchAll(/\bwidth="(\d+)"/g)) if (Number(px) > 600) problems.push(`a width attribute of ${px}`);
  if (!html.includes('max-width:600px')) problems.push('no 600 px column');
  return problems;
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));

describe.each(MAIL_TEMPLATES.map((t) => [t.name, t] as const))('the %s e-mail', (_name, template) => {
  it.each(LANGUAGES.map((l) => [l]))('renders in %s with both parts, its links, and the e-mail constraints', async (language: Language) => {
    const data = template.sample(mailContext(SITE, language));
    const mail = await renderMail(template, data, SITE, language);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.html).toContain(`lang="${language}"`);
    expect(emailConstraints(mail.html)).toEqual([]);
    // The text part is the same e-mail: its subject line and every link of the HTML body.
    expect(mail.text).toContain('AI Solutions');
    for (const href of hrefs(mail.html)) if (!href.startsWith('mailto:')) expect(mail.text).toContain(href);
    expect(mail.text).not.toMatch(/<\w+/);
    // No message left unfilled.
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}/);
  });
});

describe('what the reader reads', () => {
  const RESET = {
    en: ['Reset your password', 'Choose a new password'],
    es: ['Restablece tu contraseña', 'Elegir una contraseña nueva'],
    fr: ['Réinitialisez votre mot de passe', 'Choisir un nouveau mot de passe'],
    de: ['Passwort zurücksetzen', 'Neues Passwort wählen'],
  } as const;

  it.each(LANGUAGES.map((l) => [l]))('the reset e-mail in %s: subject, button and a link to the page in that language', async (language: Language) => {
    const mail = await renderMail(passwordResetMail, { name: 'Ada', token: 'tok-1234567890abcdefghijkl' }, SITE, language);
    const [subject, action] = RESET[language];
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(action);
    expect(mail.text).toContain(`${action}:\n`);
    const prefix = language === 'en' ? '' : `/${language}`;
    expect(mail.text).toContain(`https://aisolutions.example${prefix}/reset-password?token=tok-1234567890abcdefghijkl`);
  });

  it('staff read neither the HTML nor the text of a reset e-mail with its token', async () => {
    const token = 'Zx9-secret-token-abcdefghijk1234';
    const mail = await renderMail(passwordResetMail, { name: 'Ada', token }, SITE, 'en');
    expect(mail.html).toContain(token);
    for (const part of [mail.html, mail.text]) {
      const redacted = redactSecrets(part, [token]);
      expect(redacted).not.toContain(token);
      expect(redacted).toContain('reset-password?token=[redacted]');
    }
  });

  it("the application status e-mail names the status and quotes the hiring team's note", async () => {
    const mail = await renderMail(applicationStatusMail, { name: 'Ada', jobTitle: 'Data Engineer', company: 'Acme', status: 'offered', note: 'Salary details follow.' }, SITE, 'fr');
    // French keeps a no-break space before the colon.
    expect(mail.subject).toBe('Votre candidature pour Data Engineer\u00a0: Offre');
    expect(mail.text).toContain('> Salary details follow.');
    expect(mail.text).toContain('https://aisolutions.example/fr/dashboard');
  });

  it('the weekly report writes money and dates in the reader’s language and the site’s zone', async () => {
    const ctx = mailContext(SITE, 'de');
    const mail = await renderMail(weeklyReportMail, weeklyReportMail.sample(ctx), SITE, 'de');
    expect(mail.subject).toBe('AI Solutions Wochenbericht: Montag, 9. März 2026 bis Sonntag, 15. März 2026');
    // German writes a no-break space before the currency and percent signs.
    expect(mail.text).toContain('Umsatz: 4.491,00\u00a0$ (Vorwoche 5.988,00\u00a0$, -25\u00a0%)');
    expect(mail.text).toContain('Bewerbungen: 3 (Vorwoche 0, neu in dieser Woche)');
  });
});
