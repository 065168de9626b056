import { graphql } from '../../__generated__';

export const DashboardStatCardsFragment = graphql(`
  fragment DashboardStatCards_stats on DashboardStats {
    totalUsers
    newUsersThisMonth
    totalCourses
    completedCourses
    activeJobs
    pendingApplications
    totalRevenue
    revenueChangePercent
  }
`);

export const SystemStatusFragment = graphql(`
  fragment SystemStatusCard_status on SystemStatus {
    uptimeSeconds
    version
    databaseReachable
    databaseKind
    databaseVersion
    lastBackupAt
  }
`);

/** Spec section 2: Recent Activity shows the latest five entries (and 5 rows while loading). */
export const RECENT_ACTIVITY_ROWS = 5;

export const AdminDashboardQuery = graphql(`
  query AdminDashboardQuery($recent: Int!) {
    dashboardStats {
      ...DashboardStatCards_stats
    }
    recentActivity(limit: $recent) {
      ...ActivityEntryRow_entry
    }
    systemStatus {
      ...SystemStatusCard_status
    }
    serviceStats {
      ...ServiceStatCards_stats
    }
  }
`);
