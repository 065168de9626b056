import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_EXPORT_SETTINGS } from '../data-transfer/export-settings';
import { useServerExport } from '../data-transfer/useServerExport';

/** Spec section 2: Export Report exports everything as JSON, through the server's export. */
export function ExportReportButton() {
  const { t } = useLingui();
  const { run, progress, error, clearError } = useServerExport();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        disabled={progress !== null}
        onClick={() => void run('all', { ...DEFAULT_EXPORT_SETTINGS, format: 'json' }, {})}
      >
        {progress ? t`Exporting...` : t`Export Report`}
      </Button>
      <Snackbar open={error !== null} onClose={clearError} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" onClose={clearError} variant="filled">
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}
