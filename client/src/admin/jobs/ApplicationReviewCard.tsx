import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import type { AdminApplicationCard_ApplicationFragment, ApplicationStatus } from '../../__generated__/graphql';
import { ApplicationHistory } from '../../account/applications/ApplicationHistory';
import { APPLICATION_STATUSES, APPLICATION_STATUS_COLORS } from '../../account/applications/application-status';
import { resumeDownloadProblem } from '../../account/applications/download-resume';
import { UserAvatar } from '../users/UserAvatar';
import { siteTimeZoneNow } from '../../app/site/site-info';
import { useFormat } from '../../components/format/useFormat';
import { DATE_OPTIONS } from '../../public/career/job-format';
import { fileSizeText } from '../../public/career/apply-form';
import { APPLICATION_STATUS_MESSAGES } from './job-status';
import { SelectField } from '../../components/form/SelectField';

/** Staff choose any step but "withdrawn", which is the candidate's own decision. */
const STAFF_STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'withdrawn');

export interface ApplicationReviewCardProps {
  application: AdminApplicationCard_ApplicationFragment;
  /** Resolves when saved; rejects with the reason to show. */
  onChangeStatus: (status: ApplicationStatus, note: string) => Promise<void>;
}

/** One applicant: contact details, cover letter, résumé download, status change with a note, history. */
export function ApplicationReviewCard({ application, onChangeStatus }: ApplicationReviewCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [status, setStatus] = useState<ApplicationStatus>(application.status === 'withdrawn' ? 'submitted' : application.status);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withdrawn = application.status === 'withdrawn';
  const name = application.applicant?.name ?? t`Deleted user`;
  const applied = format.dateTime(DATE_OPTIONS, siteTimeZoneNow()).format(new Date(application.createdAt));
  const filename = application.resume.filename;
  const statusLabel = (option: ApplicationStatus) => i18n._(APPLICATION_STATUS_MESSAGES[option]);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await onChangeStatus(status, note.trim());
      setNote('');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`An error occurred`);
    } finally {
      setSaving(false);
    }
  };

  const download = async () => {
    setFailure(null);
    setFailure(await resumeDownloadProblem(application.resume, i18n));
  };

  return (
    <Card variant="outlined" component="article" aria-label={name} data-testid="application-card">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <UserAvatar name={name} email={application.applicant?.email ?? name} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans>Applied {applied}</Trans>
              </Typography>
            </Box>
          </Stack>
          <Box>
            <Chip label={statusLabel(application.status)} color={APPLICATION_STATUS_COLORS[application.status]} sx={{ fontWeight: 600 }} />
          </Box>
        </Stack>

        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 2 }}>
          {application.applicant && (
            <Link href={`mailto:${application.applicant.email}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}>
              <EmailOutlined fontSize="small" aria-hidden />
              {application.applicant.email}
            </Link>
          )}
          <Link href={`tel:${application.phone.replace(/[^\d+]/g, '')}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PhoneOutlined fontSize="small" aria-hidden />
            {application.phone}
          </Link>
          <Button size="small" variant="outlined" startIcon={<DescriptionOutlined />} onClick={() => void download()} sx={{ maxWidth: '100%' }} aria-label={t`Download résumé ${filename}`}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {filename} ({fileSizeText(format, application.resume.size)})
            </Box>
          </Button>
        </Stack>

        {application.coverLetter && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              <Trans>Cover letter</Trans>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {application.coverLetter}
            </Typography>
          </Box>
        )}

        <Divider sx={{ my: 2 }} />
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            {withdrawn ? (
              <Typography variant="body2" color="text.secondary">
                <Trans>The candidate withdrew this application, so its status can no longer change.</Trans>
              </Typography>
            ) : (
              <Stack component="form" spacing={1.5} onSubmit={(event) => void submit(event)} aria-label={t`Change the status of ${name}'s application`}>
                <SelectField
                  size="small"
                  label={t`Status`}
                  value={status}
                  options={STAFF_STATUSES}
                  labels={statusLabel}
                  onValueChange={(next) => next && setStatus(next)}
                />
                <TextField
                  size="small"
                  label={t`Note to the candidate (optional)`}
                  multiline
                  minRows={2}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  helperText={t`Included in the e-mail and shown in the candidate's history`}
                />
                <Box>
                  <Button type="submit" variant="contained" disabled={saving || status === application.status}>
                    {saving ? t`Saving...` : t`Update Status`}
                  </Button>
                </Box>
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              <Trans>History</Trans>
            </Typography>
            <ApplicationHistory history={application.history} showAuthor />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
