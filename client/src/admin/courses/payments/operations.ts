import { graphql } from '../../../__generated__';

// A refund is AdminRefundEnrollmentMutation (../operations.ts), the one the Enrollments dialog uses.

export const AdminPaymentsQuery = graphql(`
  query AdminPaymentsQuery($filter: PaymentFilter, $page: PageInput) {
    payments(filter: $filter, page: $page) {
      items {
        id
        enrollmentDate
        paymentStatus
        paymentAmount
        paymentCurrency
        paymentReference
        paymentProblem
        paidAt
        refundedAt
        receiptUrl
        user {
          id
          name
          email
        }
        course {
          id
          title
        }
      }
      total
      page
      pageSize
    }
  }
`);
