/** What anyone may know of the settings: what the site shows, never a security or contact setting. */
import { getSettings } from './settings.service.js';

export type SiteInfo = { siteName: string; siteDescription: string; language: string; timezone: string; maintenanceMode: boolean };

export async function getSiteInfo(): Promise<SiteInfo> {
  const { general, system } = await getSettings();
  return {
    siteName: general.siteName,
    siteDescription: general.siteDescription,
    language: general.language,
    timezone: general.timezone,
    maintenanceMode: system.maintenanceMode,
  };
}
