import HourglassTop from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../shared/AuthCard';

/** Shown instead of signing in when an admin registration waits for approval (spec section 1). */
export function ApprovalNotice({ message }: { message: string | null }) {
  const { t } = useLingui();
  const noticeRef = useRef<HTMLDivElement>(null);
  // The notice replaces a long form the user had scrolled through: bring it into view.
  useEffect(() => noticeRef.current?.scrollIntoView({ block: 'center' }), []);

  return (
    <AuthCard title={t`Approval required`}>
      <Box ref={noticeRef} sx={{ textAlign: 'center' }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 3,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'warning.main',
          }}
        >
          <HourglassTop fontSize="large" />
        </Box>
        <Alert severity="info" sx={{ textAlign: 'left', mb: 3 }}>
          {message || t`Your administrator account request has been submitted for approval. You will receive an e-mail once your request has been reviewed.`}
        </Alert>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans>An existing administrator will review your request. You can sign in once it has been approved.</Trans>
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" fullWidth size="large">
          <Trans>Back to Home</Trans>
        </Button>
      </Box>
    </AuthCard>
  );
}
