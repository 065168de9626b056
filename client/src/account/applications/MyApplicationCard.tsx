import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyApplicationCard_ApplicationFragment } from '../../__generated__/graphql';
import { useFormat } from '../../components/format/useFormat';
import { ApplicationHistory } from './ApplicationHistory';
import { ApplicationStatusChip } from './ApplicationStatusChip';
import { ApplicationTracker } from './ApplicationTracker';
import { canWithdraw } from './application-status';
import { resumeDownloadProblem } from './download-resume';

export interface MyApplicationCardProps {
  application: MyApplicationCard_ApplicationFragment;
  onWithdraw: () => void;
}

export function MyApplicationCard({ application, onWithdraw }: MyApplicationCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [showHistory, setShowHistory] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const historyId = useId();
  const { job } = application;
  const title = job?.title ?? t`A position that is no longer listed`;
  const appliedOn = format.dateTime({ month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(application.createdAt));
  const applied = t`Applied ${appliedOn}`;
  const historyCount = application.history.length;

  const download = async () => {
    setDownloadError(null);
    setDownloadError(await resumeDownloadProblem(application.resume, i18n));
  };

  return (
    <Card component="article" aria-label={title} data-testid="my-application">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
              {job?.isActive ? (
                <Link component={RouterLink} to={`/career/${job.id}`} color="inherit" underline="hover">
                  {title}
                </Link>
              ) : (
                title
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {job ? [job.company, job.location, applied].join(' · ') : applied}
            </Typography>
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            <ApplicationStatusChip status={application.status} size="medium" />
          </Box>
        </Stack>

        <Box sx={{ my: 2 }}>
          <ApplicationTracker status={application.status} history={application.history} />
        </Box>

        {downloadError && (
          <Alert severity="error" onClose={() => setDownloadError(null)} sx={{ mb: 2 }}>
            {downloadError}
          </Alert>
        )}

        <Divider />
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              startIcon={showHistory ? <ExpandLess /> : <ExpandMore />}
              onClick={() => setShowHistory((open) => !open)}
              aria-expanded={showHistory}
              aria-controls={historyId}
            >
              <Trans>History ({historyCount})</Trans>
            </Button>
            <Button size="small" startIcon={<DescriptionOutlined />} onClick={() => void download()} sx={{ maxWidth: '100%' }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {application.resume.filename}
              </Box>
            </Button>
          </Stack>
          {canWithdraw(application.status) && (
            <Button size="small" color="error" startIcon={<UndoOutlined />} onClick={onWithdraw}>
              <Trans>Withdraw</Trans>
            </Button>
          )}
        </Stack>
        <Collapse in={showHistory} id={historyId}>
          <Box sx={{ pt: 2 }}>
            <ApplicationHistory history={application.history} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
