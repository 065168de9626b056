import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { LinearProgressProps } from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

// What a student sees of an enrollment, both on the course page (EnrollPanel) and on the dashboard (MyCourseCard).

export interface EnrollmentProgressProps {
  label: string;
  /** Right of the label, e.g. "40% complete". */
  detail: ReactNode;
  progress: number;
  courseTitle: string;
  color?: LinearProgressProps['color'];
  sx?: SxProps<Theme>;
}

/** The enrollment's progress bar under a label and a detail. */
export function EnrollmentProgress({ label, detail, progress, courseTitle, color, sx }: EnrollmentProgressProps) {
  const { t } = useLingui();
  return (
    <Box sx={sx}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={t`Progress in ${courseTitle}`}
        color={color}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/** A payment that could not be confirmed, with the way to sort it out. */
export function PaymentFailedAlert({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Alert severity="error" sx={sx}>
      <Trans>
        We could not confirm your payment.{' '}
        <Link component={RouterLink} to="/contact">
          Contact us
        </Link>{' '}
        and we will sort it out.
      </Trans>
    </Alert>
  );
}
