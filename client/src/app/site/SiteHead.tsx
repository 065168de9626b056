import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { setSiteTimeZone } from './site-info';
import { useSiteInfo } from './useSiteInfo';

/**
 * Keeps the page title, meta description and time zone in step with the settings, and
 * `<html lang>` with the language the page is written in (README › Languages), which screen
 * readers and translation tools go by.
 */
export function SiteHead() {
  const site = useSiteInfo();
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = site.siteName;
    document.querySelector('meta[name="description"]')?.setAttribute('content', site.siteDescription);
    setSiteTimeZone(site.timezone);
  }, [site]);
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n.locale]);
  return null;
}
