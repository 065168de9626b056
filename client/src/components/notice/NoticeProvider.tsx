import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { NoticeContext } from './notice-context';
import type { Notice, NoticeApi, NoticeSeverity } from './notice-context';

/**
 * Shows the product's success and failure messages (the spec's "alerts") as a snackbar.
 * One at a time: a new message replaces the one on screen.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: NoticeSeverity) => {
    setNotice({ message, severity, key: Date.now() });
    setOpen(true);
  }, []);

  const api = useMemo<NoticeApi>(
    () => ({
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      info: (message) => show(message, 'info'),
    }),
    [show],
  );

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not hide an error before it is read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NoticeContext value={api}>
      {children}
      <Snackbar
        key={notice?.key}
        open={open}
        onClose={handleClose}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={notice?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%', maxWidth: 480 }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NoticeContext>
  );
}
