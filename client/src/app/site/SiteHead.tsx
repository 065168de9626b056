import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { setSiteTimeZone } from './site-info';
import { useSiteInfo } from './useSiteInfo';
import { PRIVATE_AREAS } from './private-areas';

/**
 * Keeps the time zone in step with the settings, `<html lang>` with the language the page is
 * written in (README › Languages), which screen readers and translation tools go by, and the page's
 * <head> (title, description, share card, structured data) with the page shown: the server sends
 * the first page's with its HTML; after a navigation, the next page's is asked for.
 */
export function SiteHead() {
  const site = useSiteInfo();
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  // The first page's head came with its HTML; every later page asks for its own.
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  useEffect(() => {
    setSiteTimeZone(site.timezone);
  }, [site]);
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n.locale]);
  useEffect(() => {
    // A page behind sign-in is named in its reader's language, which its address does not carry:
    // its head is asked for on the first page too, and again when the reader's language changes.
    const readersPage = PRIVATE_AREAS.test(pathname);
    if (!navigated.current && pathname === firstPath.current && !readersPage) return;
    navigated.current = true;
    const controller = new AbortController();
    import('./page-head-update')
      .then(({ updatePageHead }) => updatePageHead(pathname, controller.signal, readersPage ? i18n.locale : undefined))
      .catch(() => undefined); // the previous page's head stays: the page itself is shown all the same
    return () => controller.abort();
  }, [pathname, i18n.locale]);
  return null;
}
