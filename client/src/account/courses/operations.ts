import { graphql } from '../../__generated__';

export const MyCourseCardFragment = graphql(`
  fragment MyCourseCard_enrollment on Enrollment {
    id
    enrollmentDate
    paymentStatus
    paymentAmount
    receiptUrl
    progress
    completedModules
    rating
    course {
      id
      title
      level
      category
      duration
      certificate
      instructor {
        name
      }
      modules {
        id
        title
      }
    }
  }
`);

export const MyEnrollmentsQuery = graphql(`
  query MyEnrollmentsQuery {
    myEnrollments(page: { pageSize: 100 }) {
      items {
        ...MyCourseCard_enrollment
      }
      total
    }
  }
`);

// Both answer the enrollment by id, so the cache updates the card in place.
export const RateCourseMutation = graphql(`
  mutation RateCourseMutation($courseId: ID!, $rating: Int!) {
    rateCourse(courseId: $courseId, rating: $rating) {
      id
      rating
    }
  }
`);
