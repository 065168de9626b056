import { isLanguage, pathInLanguage, SOURCE_LANGUAGE } from '@ai-solutions/common';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteInfo } from '../site/useSiteInfo';
import { useAuthUser } from '../auth/useAuth';

/**
 * The account pages and the back office speak the signed-in person's own language: on a page in
 * another language, the same page is loaded in theirs (its address and messages come from the
 * server in that language). True while that happens, so the guard shows its spinner meanwhile.
 */
export function useAccountLanguage(): boolean {
  const user = useAuthUser();
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const site = useSiteInfo();
  const wanted = isLanguage(user?.language) && user.language !== i18n.locale ? user.language : null;
  useEffect(() => {
    if (!wanted) return;
    const defaultLanguage = isLanguage(site.language) ? site.language : SOURCE_LANGUAGE;
    window.location.replace(`${pathInLanguage(pathname, wanted, defaultLanguage)}${search}${hash}`);
  }, [wanted, site.language, pathname, search, hash]);
  return wanted !== null;
}
