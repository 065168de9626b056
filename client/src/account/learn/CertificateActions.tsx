import Download from '@mui/icons-material/Download';
import LinkedIn from '@mui/icons-material/LinkedIn';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LearnerCertificate_CertificateFragment } from '../../__generated__/graphql';

/** Path of a site address (the server gives full ones), so the link stays in this tab's language and origin. */
function sitePath(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/** What a learner does with a certificate: download the PDF, open its verification page, add it to LinkedIn. */
export function CertificateActions({ certificate, size = 'medium' }: { certificate: LearnerCertificate_CertificateFragment; size?: 'small' | 'medium' }) {
  const { t } = useLingui();
  const course = certificate.courseTitle;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: { sm: 'center' } }}>
      <Button variant="contained" size={size} startIcon={<Download />} href={sitePath(certificate.pdfUrl)} download aria-label={t`Download PDF certificate for ${course}`}>
        <Trans>Download PDF</Trans>
      </Button>
      <Button variant="outlined" size={size} startIcon={<VerifiedOutlined />} href={sitePath(certificate.verifyUrl)} target="_blank" rel="noopener" aria-label={t`View verification page for ${course}`}>
        <Trans>View verification page</Trans>
      </Button>
      <Button variant="text" size={size} startIcon={<LinkedIn />} href={certificate.linkedInUrl} target="_blank" rel="noopener noreferrer" aria-label={t`Add ${course} to LinkedIn profile`}>
        <Trans>Add to LinkedIn profile</Trans>
      </Button>
    </Stack>
  );
}
