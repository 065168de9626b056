/** What anyone may know of the settings: what the site shows, never a security or contact setting. */
import type { PresentContext } from '../../core/presenter.js';
import { readerLanguages } from '../../core/translations.js';
import { getSettings } from './settings.service.js';
import { siteTextIn } from './settings.text.js';

export type SiteInfo = { siteName: string; siteDescription: string; language: string; timezone: string; maintenanceMode: boolean };

/** The site as a visitor reading the request's language sees it (the site's default, then English, where it has no version). */
export async function getSiteInfo(ctx: Pick<PresentContext, 'i18n'>): Promise<SiteInfo> {
  const [{ general, system }, languages] = await Promise.all([getSettings(), readerLanguages(ctx)]);
  return {
    siteName: general.siteName,
    siteDescription: siteTextIn(general, languages).siteDescription,
    language: general.language,
    timezone: general.timezone,
    maintenanceMode: system.maintenanceMode,
  };
}
