/**
 * The site's public settings (name, description, language, time zone, maintenance), read once per
 * page load. Until they arrive — or if they cannot be read — the defaults of spec section 9 stand,
 * so the header and footer never jump.
 */
import type { SiteInfoQuery as SiteInfoQueryResult } from '../../__generated__/graphql';

export type SiteInfo = Omit<SiteInfoQueryResult['site'], '__typename'>;

export const DEFAULT_SITE_INFO: SiteInfo = {
  siteName: 'AI Solutions',
  siteDescription:
    'Empowering businesses with cutting-edge AI solutions and comprehensive training programs. We turn artificial intelligence into measurable results and help people build the skills of tomorrow.',
  language: 'en',
  timezone: 'UTC',
  maintenanceMode: false,
};

let siteTimeZone = DEFAULT_SITE_INFO.timezone;

/** Dates in the back office and e-mails are shown in the site's time zone (System Settings › General). */
export function setSiteTimeZone(zone: string): void {
  siteTimeZone = zone;
}

/** The site's time zone, for a back-office date in the page's language (useFormat().dateTime(options, zone)). */
export function siteTimeZoneNow(): string {
  return siteTimeZone;
}

