import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { ErrorBox } from '../shared/ErrorBox';
import { CodeField } from './CodeField';
import { clearingError } from '../shared/editing';

interface TwoFactorCodeStepProps {
  /** Signs in with the code; rejects with the server's refusal. */
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
  errorMessage: (failure: unknown) => string;
}

/** The second sign-in step: the code from the authenticator app, or a recovery code. */
export function TwoFactorCodeStep({ onVerify, onBack, errorMessage }: TwoFactorCodeStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await onVerify(code.trim());
    } catch (failure) {
      setError(errorMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <>
      <ErrorBox message={error} />
      <Box component="form" onSubmit={(event) => void handleSubmit(event)}>
        <CodeField
          recovery={recovery}
          value={code}
          onChange={clearingError(setCode, () => setError(null))}
        />
        <Box sx={{ textAlign: 'right', mt: 1, mb: 3 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setError(null);
            }}
          >
            {recovery ? t`Use the code from your app` : t`Use a recovery code instead`}
          </Link>
        </Box>
        <Stack spacing={1.5}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
            {submitting ? t`Verifying...` : t`Verify`}
          </Button>
          <Button variant="text" onClick={onBack} disabled={submitting}>
            <Trans>Back to sign in</Trans>
          </Button>
        </Stack>
      </Box>
    </>
  );
}
