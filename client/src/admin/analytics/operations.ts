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

/** The courses whose learning insights can be shown. */
export const LearningCoursesQuery = graphql(`
  query LearningCoursesQuery {
    courses(page: { pageSize: 100 }) {
      items {
        id
        title
      }
    }
  }
`);

export const CourseLearningInsightsQuery = graphql(`
  query CourseLearningInsightsQuery($courseId: ID!) {
    courseLearningInsights(courseId: $courseId) {
      courseId
      learners
      started
      completed
      lessons {
        lessonId
        moduleTitle
        title
        completed
        stoppedHere
      }
      quizzes {
        quizId
        moduleTitle
        title
        attempted
        passed
        passRate
        averageBestScore
      }
    }
  }
`);
