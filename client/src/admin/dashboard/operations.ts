import { graphql } from '../../__generated__';

// The dashboard's figures. Users, courses, jobs, revenue and activity join this query with
// their issues; for now it shows the Services summary.
export const AdminDashboardQuery = graphql(`
  query AdminDashboardQuery {
    serviceStats {
      ...ServiceStatCards_stats
    }
  }
`);
