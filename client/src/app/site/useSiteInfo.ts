import { useQuery } from '@apollo/client/react';
import { DEFAULT_SITE_INFO, type SiteInfo } from './site-info';
import { SiteInfoQuery } from './operations';

export function useSiteInfo(): SiteInfo {
  const { data } = useQuery(SiteInfoQuery, { fetchPolicy: 'cache-first' });
  return data?.site ?? DEFAULT_SITE_INFO;
}
