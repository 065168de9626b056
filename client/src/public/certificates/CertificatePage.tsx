import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../components/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CertificateVerificationQuery as CertificateVerificationData } from '../../__generated__/graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useFormat } from '../../components/format/useFormat';
import { CertificateVerificationQuery } from './operations';

type Verification = NonNullable<CertificateVerificationData['certificate']>;

/**
 * `/certificates/{serial}`, where a certificate's QR code leads: whether it is valid or revoked, the
 * name on it, the course and the date, and nothing else about the person. An unknown serial is
 * "Certificate not found" (and HTTP 404: server/src/ssr/page-status.ts).
 */
export function CertificatePage() {
  const { serial = '' } = useParams();
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(CertificateVerificationQuery, { variables: { serial } });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <QueryBoundary
        data={data}
        error={error}
        onRetry={() => void refetch()}
        errorMessage={t`The certificate could not be checked. Please check your connection and try again.`}
        loading={<Skeleton variant="rounded" height={320} aria-label={t`Checking the certificate`} />}
      >
        {({ certificate }) => (certificate ? <Verified certificate={certificate} /> : <NotFound />)}
      </QueryBoundary>
    </Container>
  );
}

function Verified({ certificate }: { certificate: Verification }) {
  const format = useFormat();
  const valid = certificate.status === 'valid';
  const date = (iso: string) => format.dateTime({ dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const issued = date(certificate.issuedAt);
  const revoked = certificate.revokedAt ? date(certificate.revokedAt) : null;
  const site = certificate.siteName;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderTop: 6, borderTopColor: valid ? 'success.main' : 'error.main' }}>
      <Box aria-hidden sx={{ color: valid ? 'success.main' : 'error.main', '& svg': { fontSize: 56 } }}>
        {valid ? <VerifiedOutlined /> : <GppBadOutlined />}
      </Box>
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {valid ? <Trans>Valid certificate</Trans> : <Trans>Revoked certificate</Trans>}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {valid ? <Trans>This certificate was issued by {site} and is valid.</Trans> : <Trans>This certificate was issued by {site} and has been revoked. It is no longer valid.</Trans>}
      </Typography>
      <Box component="dl" sx={{ textAlign: 'left', mt: 4, mb: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.5 }, '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }, '& dt': { color: 'text.secondary' } }}>
        <Row label={<Trans>Awarded to</Trans>}>{certificate.learnerName}</Row>
        <Row label={<Trans>Course</Trans>}>{certificate.courseTitle}</Row>
        <Row label={<Trans>Issued on</Trans>}>{issued}</Row>
        {revoked && <Row label={<Trans>Revoked on</Trans>}>{revoked}</Row>}
        <Row label={<Trans>Certificate ID</Trans>}>
          <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 500 }}>
            {certificate.serial}
          </Box>
        </Row>
      </Box>
    </Paper>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd">{children}</Typography>
    </>
  );
}

function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
      <SearchOff fontSize="large" color="primary" aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        <Trans>Certificate not found</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <Trans>No certificate has this ID. Check the address, or ask the person who shared it for the link on their certificate.</Trans>
      </Typography>
      <Button component={RouterLink} to="/courses" variant="contained">
        <Trans>Browse Courses</Trans>
      </Button>
    </Box>
  );
}
