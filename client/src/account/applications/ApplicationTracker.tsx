import { useLingui } from '@lingui/react/macro';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ApplicationStatus } from '../../__generated__/graphql';
import { APPLICATION_STATUS_MESSAGES, trackerSteps } from './application-status';

export interface ApplicationTrackerProps {
  status: ApplicationStatus;
  history: ReadonlyArray<{ status: ApplicationStatus }>;
}

/** The application's place along the pipeline: submitted → reviewing → interviewing → offered → hired. */
export function ApplicationTracker({ status, history }: ApplicationTrackerProps) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const steps = trackerSteps(status, history);
  const active = steps.findIndex((step) => step.state === 'current' || step.state === 'stopped');
  return (
    <Stepper
      activeStep={active === -1 ? steps.length : active}
      orientation={phone ? 'vertical' : 'horizontal'}
      alternativeLabel={!phone}
      aria-label={t`Application progress`}
      sx={{ py: 1 }}
    >
      {steps.map((step) => (
        <Step key={step.status} completed={step.state === 'done'}>
          <StepLabel
            error={step.state === 'stopped'}
            aria-current={step.state === 'current' || step.state === 'stopped' ? 'step' : undefined}
          >
            {i18n._(APPLICATION_STATUS_MESSAGES[step.status])}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
