import { graphql } from '../../__generated__';

export const CertificateVerificationQuery = graphql(`
  query CertificateVerificationQuery($serial: String!) {
    certificate(serial: $serial) {
      serial
      valid
      status
      learnerName
      courseTitle
      issuedAt
      revokedAt
      siteName
    }
  }
`);
