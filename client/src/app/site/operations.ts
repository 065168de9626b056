import { graphql } from '../../__generated__';

export const SiteInfoQuery = graphql(`
  query SiteInfoQuery {
    site {
      siteName
      siteDescription
      language
      timezone
      maintenanceMode
    }
  }
`);
