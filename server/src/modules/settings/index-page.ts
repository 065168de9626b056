/**
 * The web app's page, with the site name and description from the settings in its <title> and
 * meta description, so search engines and link previews see them without running the app. Only
 * elements marked `data-site-name` / `data-site-description` in client/index.html are filled.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isLanguage } from '@ai-solutions/common';
import { getSettings } from './settings.service.js';
import { siteTextIn } from './settings.text.js';

let cachedPage: { path: string; mtimeMs: number; html: string } | null = null;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function template(path: string): Promise<string> {
  const { mtimeMs } = await stat(path);
  if (cachedPage?.path !== path || cachedPage.mtimeMs !== mtimeMs) cachedPage = { path, mtimeMs, html: await readFile(path, 'utf8') };
  return cachedPage.html;
}

/**
 * `language`: the page's (its address's), in `<html lang>`, which the app renders in.
 * `page`: the page's own title and description (modules/seo), instead of the site's.
 * The rest of the page (its head tags, code and render) goes into the page's slots (server/src/ssr/page-template.ts).
 */
export async function renderIndexPage(clientDist: string, language: string, page?: { title: string; description: string }): Promise<string> {
  const [html, { general }] = await Promise.all([template(join(clientDist, 'index.html')), getSettings()]);
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(language)}">`)
    .replace(/(<title data-site-name>)[^<]*(<\/title>)/, (_all, open: string, close: string) => `${open}${escapeHtml(page?.title ?? general.siteName)}${close}`)
    .replace(/(<meta name="description" content=")[^"]*(" data-site-description)/, (_all, open: string, close: string) => `${open}${escapeHtml(page?.description ?? siteTextIn(general, [language, general.language].filter(isLanguage)).siteDescription)}${close}`);
}
