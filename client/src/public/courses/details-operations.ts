import { graphql } from '../../__generated__';

// A course's own page: apart from the course list's operations (operations.ts), so neither page loads the other's.

/** Who teaches the course and its modules with their lessons: the course page and the admin's course form. */
export const CourseOutlineFragment = graphql(`
  fragment CourseOutline_course on Course {
    instructor {
      name
      title
      bio
    }
    modules {
      id
      title
      lessons {
        id
        title
        preview
      }
    }
  }
`);

/** What the enroll panel shows of the visitor's own enrollment. */
export const EnrollPanelEnrollmentFragment = graphql(`
  fragment EnrollPanel_enrollment on Enrollment {
    id
    paymentStatus
    paymentAmount
    receiptUrl
    progress
  }
`);

// The card's fields, plus the outline, the status and the visitor's enrollment.
export const CourseDetailsQuery = graphql(`
  query CourseDetailsQuery($id: ID!) {
    course(id: $id) {
      ...PublicCourseCard_course
      ...CourseOutline_course
      status
      myEnrollment {
        ...EnrollPanel_enrollment
      }
    }
  }
`);

// One request does the whole enrollment: the answer carries the course's new student count and
// its link to the enrollment, which the cache merges into the course page by id.
export const EnrollInCourseMutation = graphql(`
  mutation EnrollInCourseMutation($courseId: ID!) {
    enrollInCourse(courseId: $courseId) {
      ...EnrollPanel_enrollment
      course {
        id
        students
        myEnrollment {
          id
        }
      }
    }
  }
`);

// How the site takes payments: the paid course's button says "Pay and start learning" with Stripe.
export const PaymentMethodQuery = graphql(`
  query PaymentMethodQuery {
    paymentMethod
  }
`);

// Enrolls if not yet and answers where to pay: Stripe Checkout's page, or how to pay by hand.
export const StartCheckoutMutation = graphql(`
  mutation StartCheckoutMutation($courseId: ID!) {
    startCheckout(courseId: $courseId) {
      url
      manual {
        instructions
      }
      enrollment {
        ...EnrollPanel_enrollment
        course {
          id
          students
          myEnrollment {
            id
          }
        }
      }
    }
  }
`);

// Back from Stripe Checkout: the server asks Stripe whether the session is paid.
export const ConfirmCheckoutMutation = graphql(`
  mutation ConfirmCheckoutMutation($courseId: ID!) {
    confirmCheckout(courseId: $courseId) {
      ...EnrollPanel_enrollment
    }
  }
`);

/** The signed-in learner's certificates: the course page offers the one of its course for download. */
export const CourseCertificateQuery = graphql(`
  query CourseCertificateQuery {
    myCertificates {
      id
      courseId
      status
      pdfUrl
    }
  }
`);
