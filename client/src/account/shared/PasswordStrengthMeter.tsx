import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PASSWORD_STRENGTH_MAX, passwordScore, passwordStrength } from '../password-strength';

const COLORS = { Weak: 'error', Medium: 'warning', Strong: 'success' } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordScore(password);
  const strength = passwordStrength(score);
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={(score / PASSWORD_STRENGTH_MAX) * 100}
        color={COLORS[strength]}
        aria-label="Password strength"
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={`${COLORS[strength]}.main`} sx={{ fontWeight: 600 }}>
        Password strength: {strength}
      </Typography>
    </Box>
  );
}
