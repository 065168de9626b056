import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_STRENGTH_MAX, passwordScore, passwordStrength } from '../password-strength';
import type { PasswordStrength } from '../password-strength';

const COLORS = { Weak: 'error', Medium: 'warning', Strong: 'success' } as const;

const STRENGTH_LABELS: Record<PasswordStrength, MessageDescriptor> = {
  Weak: msg({ message: 'Weak', comment: 'Password strength' }),
  Medium: msg({ message: 'Medium', comment: 'Password strength' }),
  Strong: msg({ message: 'Strong', comment: 'Password strength' }),
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t, i18n } = useLingui();
  if (!password) return null;
  const score = passwordScore(password);
  const strength = passwordStrength(score);
  const strengthLabel = i18n._(STRENGTH_LABELS[strength]);
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={(score / PASSWORD_STRENGTH_MAX) * 100}
        color={COLORS[strength]}
        aria-label={t`Password strength`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={`${COLORS[strength]}.main`} sx={{ fontWeight: 600 }}>
        <Trans>Password strength: {strengthLabel}</Trans>
      </Typography>
    </Box>
  );
}
