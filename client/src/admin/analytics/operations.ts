import { graphql } from '../../__generated__';

export const AnalyticsQuery = graphql(`
  query AnalyticsQuery($period: String!) {
    analytics(period: $period) {
      period
      start
      end
      timezone
      totalUsers {
        value
        previous
        changePercent
      }
      activeUsers {
        value
        previous
        changePercent
      }
      totalRevenue {
        value
        previous
        changePercent
      }
      conversionRate {
        value
        previous
        changePercent
      }
      userGrowth {
        label
        start
        value
      }
      revenue {
        label
        start
        value
      }
      topCourses {
        courseId
        title
        enrollments
      }
      topJobs {
        jobId
        title
        applications
      }
      jobFunnels {
        jobId
        title
        views
        applications
        interviewing
        offered
        hired
      }
      courseFunnels {
        courseId
        title
        enrollments
        paid
        completed
      }
    }
  }
`);
