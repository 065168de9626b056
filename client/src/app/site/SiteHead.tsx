import { useEffect } from 'react';
import { setSiteTimeZone } from './site-info';
import { useSiteInfo } from './useSiteInfo';

/** Keeps the page title, meta description, language and time zone in step with the settings. */
export function SiteHead() {
  const site = useSiteInfo();
  useEffect(() => {
    document.title = site.siteName;
    document.querySelector('meta[name="description"]')?.setAttribute('content', site.siteDescription);
    document.documentElement.lang = site.language;
    setSiteTimeZone(site.timezone);
  }, [site]);
  return null;
}
