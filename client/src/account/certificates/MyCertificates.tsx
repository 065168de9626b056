import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { LearnerCertificate_CertificateFragment } from '../../__generated__/graphql';
import { ListStatus } from '../../components/ListStatus';
import { StackedCardsSkeleton } from '../../components/LoadingSkeletons';
import { useFormat } from '../../components/format/useFormat';
import { listStatusOf } from '../../components/list-status';
import { AccountSection } from '../AccountSection';
import { CertificateActions } from '../learn/CertificateActions';
import { MyCertificatesQuery } from '../learn/operations';

/** The student's certificates, newest first: the course, the date, the PDF, the verification page and LinkedIn. */
export function MyCertificates() {
  const { t } = useLingui();
  // A course completed in another tab issues its certificate there: ask the server each time.
  const query = useQuery(MyCertificatesQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <AccountSection id="my-certificates-title" title={t`My certificates`} browseTo="/courses" browseLabel={t`Browse courses`}>
      <ListStatus
        {...listStatusOf(query, query.data?.myCertificates)}
        loading={<StackedCardsSkeleton label={t`Loading certificates`} height={120}/>}
        emptyIcon={<WorkspacePremiumOutlined />}
        emptyMessage={t`No certificates yet`}
        emptyHint={t`Complete a course that awards a certificate and it appears here.`}
      >
        <Stack spacing={2}>
          {query.data?.myCertificates.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </Stack>
      </ListStatus>
    </AccountSection>
  );
}

function CertificateCard({ certificate }: { certificate: LearnerCertificate_CertificateFragment }) {
  const { t } = useLingui();
  const format = useFormat();
  const issued = format.dateTime({ dateStyle: 'medium' }).format(new Date(certificate.issuedAt));
  const revoked = certificate.status === 'revoked';
  return (
    <Card component="article" aria-label={certificate.courseTitle} variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <WorkspacePremiumOutlined color={revoked ? 'disabled' : 'primary'} sx={{ fontSize: 32, mt: 0.25 }} aria-hidden />
          <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.5}>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {certificate.courseTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t`Issued ${issued}`}
            </Typography>
            {revoked && <Chip size="small" color="error" label={t`Revoked`} sx={{ alignSelf: 'flex-start' }} />}
          </Stack>
        </Stack>
        {!revoked && (
          <Stack sx={{ mt: 2 }}>
            <CertificateActions certificate={certificate} size="small" />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
