import { graphql } from '../../__generated__';

export const AdminCourseCardFragment = graphql(`
  fragment AdminCourseCard_course on Course {
    id
    title
    description
    category
    level
    duration
    price
    discountPrice
    status
    isPublished
    publishAt
    unpublishAt
    publishAtLocal
    unpublishAtLocal
    certificate
    skills
    rating
    ratingCount
    enrollmentCount
    translations {
      en {
        title
        description
        duration
        skills
      }
      es {
        title
        description
        duration
        skills
      }
      fr {
        title
        description
        duration
        skills
      }
      de {
        title
        description
        duration
        skills
      }
    }
    ...CourseOutline_course
  }
`);

export const AdminCoursesQuery = graphql(`
  query AdminCoursesQuery($filter: CourseFilter, $page: PageInput) {
    courses(filter: $filter, page: $page) {
      items {
        ...AdminCourseCard_course
      }
      total
      page
      pageSize
    }
  }
`);

export const AdminCourseStatsQuery = graphql(`
  query AdminCourseStatsQuery {
    courseStats {
      ...CourseStatCards_stats
    }
  }
`);

export const AdminCreateCourseMutation = graphql(`
  mutation AdminCreateCourseMutation($input: CourseInput!) {
    createCourse(input: $input) {
      ...AdminCourseCard_course
    }
  }
`);

export const AdminUpdateCourseMutation = graphql(`
  mutation AdminUpdateCourseMutation($id: ID!, $input: CourseUpdateInput!) {
    updateCourse(id: $id, input: $input) {
      ...AdminCourseCard_course
    }
  }
`);

export const AdminDeleteCourseMutation = graphql(`
  mutation AdminDeleteCourseMutation($id: ID!) {
    deleteCourse(id: $id)
  }
`);

export const AdminCourseEnrollmentsQuery = graphql(`
  query AdminCourseEnrollmentsQuery($courseId: ID!, $page: PageInput) {
    courseEnrollments(courseId: $courseId, page: $page) {
      items {
        id
        enrollmentDate
        paymentStatus
        paymentAmount
        paymentReference
        paymentProblem
        progress
        lastActivityAt
        user {
          id
          name
          email
        }
      }
      total
    }
  }
`);

export const AdminUpdateEnrollmentPaymentMutation = graphql(`
  mutation AdminUpdateEnrollmentPaymentMutation($id: ID!, $paymentStatus: PaymentStatus!) {
    updateEnrollmentPayment(id: $id, paymentStatus: $paymentStatus) {
      id
      paymentStatus
    }
  }
`);

// A refund answers the enrollment's new status; the row merges it by id.
export const AdminRefundEnrollmentMutation = graphql(`
  mutation AdminRefundEnrollmentMutation($id: ID!) {
    refundEnrollment(id: $id) {
      id
      paymentStatus
      refundedAt
    }
  }
`);

export const AdminBulkCoursesMutation = graphql(`
  mutation AdminBulkCoursesMutation($input: CourseBulkInput!) {
    bulkCourses(input: $input) {
      ...BulkOutcome_result
    }
  }
`);
