/**
 * Which language the server answers a request in (README › Languages), in this order:
 * 1. the signed-in account's preferred language;
 * 2. the language the request asks for: `Accept-Language` (the web app sends its page's language
 *    there; other callers send what they like);
 * 3. the site's default (System Settings › Language).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { I18n } from '@lingui/core';
import { isLanguage, negotiateLanguage, SOURCE_LANGUAGE } from '@ai-solutions/common';
import type { Language } from '@ai-solutions/common';
import { i18nFor } from './server-i18n.js';

export function chooseLanguage(choices: { account?: string | null; acceptLanguage?: string | null; site?: string | null }): Language {
  if (isLanguage(choices.account)) return choices.account;
  return negotiateLanguage(choices.acceptLanguage) ?? (isLanguage(choices.site) ? choices.site : SOURCE_LANGUAGE);
}

const LANGUAGE_LOCAL = 'language';
const I18N_LOCAL = 'i18n';

/**
 * For /graphql and /api: settles the request's language from its header and the site's default
 * before anything can answer (a rate limit, a malformed body), and keeps it on `res.locals`.
 * `siteLanguage` reads System Settings › Language (cached by the settings service).
 */
export function requestLanguage(siteLanguage: () => Promise<string>): RequestHandler {
  return async (req, res, next) => {
    const acceptLanguage = req.get('accept-language');
    setResponseLanguage(res, negotiateLanguage(acceptLanguage) ?? chooseLanguage({ site: await siteLanguage() }));
    next();
  };
}

/** Once the session is known: the account's own language, when it has one, wins. */
export function preferAccountLanguage(res: Response, accountLanguage: string | null | undefined): void {
  if (isLanguage(accountLanguage)) setResponseLanguage(res, accountLanguage);
}

function setResponseLanguage(res: Response, language: Language): void {
  res.locals[LANGUAGE_LOCAL] = language;
  res.locals[I18N_LOCAL] = i18nFor(language);
  res.setHeader('Content-Language', language);
}

/** The request's language (the site's default not yet read: the header's, else English). */
export function responseLanguage(req: Request, res: Response): Language {
  const set = res.locals[LANGUAGE_LOCAL] as unknown;
  return isLanguage(set) ? set : chooseLanguage({ acceptLanguage: req.get('accept-language') });
}

/** The request's own Lingui instance. */
export function responseI18n(req: Request, res: Response): I18n {
  const set = res.locals[I18N_LOCAL] as I18n | undefined;
  return set ?? i18nFor(responseLanguage(req, res));
}
