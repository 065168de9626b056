import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A recovery code (letters, a dash) instead of the app's 6 digits. */
  recovery?: boolean;
  error?: string | null;
  autoFocus?: boolean;
}

/** The one field for a code from the authenticator app, or a recovery code. */
export function CodeField({ value, onChange, recovery = false, error, autoFocus = true }: CodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={recovery ? t`Recovery code` : t`Authentication code`}
      name="code"
      required
      fullWidth
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? (recovery ? t`One of the codes you saved, like ABCDE-12345.` : t`The 6-digit code your authenticator app shows now.`)}
      slotProps={{ htmlInput: recovery ? { maxLength: 24, spellCheck: false } : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
    />
  );
}
