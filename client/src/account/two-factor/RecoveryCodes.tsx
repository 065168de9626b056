import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

interface RecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
  doneLabel?: string;
}

/** The 10 single-use recovery codes, shown only this once, with ways to keep them. */
export function RecoveryCodes({ codes, onDone, doneLabel }: RecoveryCodesProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        <Trans>
          Save these recovery codes now: they are shown only this once. Each one signs you in once if you lose your
          authenticator app.
        </Trans>
      </Alert>
      <Box
        component="ol"
        aria-label={t`Recovery codes`}
        sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', m: 0, py: 2, pl: 5, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          // Without a secure context there is no clipboard: the promise then fails quietly (Download remains).
          onClick={() => void Promise.resolve().then(() => navigator.clipboard.writeText(text)).then(() => setCopied(true), () => undefined)}
        >
          {copied ? t`Copied` : t`Copy`}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          <Trans>Download</Trans>
        </Button>
      </Stack>
      <Button variant="contained" size="large" onClick={onDone}>
        {doneLabel ?? t`Continue`}
      </Button>
    </Stack>
  );
}
