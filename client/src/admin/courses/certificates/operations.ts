import { graphql } from '../../../__generated__';

export const AdminCertificatesQuery = graphql(`
  query AdminCertificatesQuery($filter: CertificateFilter, $page: PageInput) {
    certificates(filter: $filter, page: $page) {
      items {
        id
        serial
        learnerName
        courseId
        courseTitle
        issuedAt
        status
        revokedAt
        revokedReason
        replaces
        verifyUrl
      }
      total
      page
      pageSize
    }
  }
`);

/** The courses to filter certificates by. */
export const CertificateCoursesQuery = graphql(`
  query CertificateCoursesQuery {
    courses(page: { pageSize: 100 }) {
      items {
        id
        title
      }
    }
  }
`);

export const RevokeCertificateMutation = graphql(`
  mutation RevokeCertificateMutation($serial: String!, $reason: String) {
    revokeCertificate(serial: $serial, reason: $reason) {
      id
      status
      revokedAt
      revokedReason
    }
  }
`);

export const ReissueCertificateMutation = graphql(`
  mutation ReissueCertificateMutation($serial: String!) {
    reissueCertificate(serial: $serial) {
      id
      serial
    }
  }
`);
