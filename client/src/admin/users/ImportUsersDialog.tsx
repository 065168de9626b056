import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { CreateUserInput } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { downloadTextFile } from './download-file';
import { toCsv } from './users-csv';
import { IMPORT_COLUMNS, failureLine, importSummary, readUserImport } from './user-import';
import type { ImportFailure, ImportRow } from './user-import';

export interface ImportUsersDialogProps {
  open: boolean;
  /** Creates one user; rejects with the server's refusal. */
  importUser: (input: CreateUserInput) => Promise<void>;
  /** Called once after an import ran, to refresh the table and the counts. */
  onImported: () => void;
  onClose: () => void;
}

const MAX_FILE_BYTES = 2 * 1024 * 1024;

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'ready'; fileName: string; rows: ImportRow[] }
  | { name: 'importing'; done: number; total: number }
  | { name: 'done'; imported: number; failures: ImportFailure[] };

/**
 * Import: a CSV file with the columns name,email[,role,status,phone,department,position]; each
 * user is created in turn (so each gets the set-password e-mail) and the dialog ends with a summary.
 * Mount it with a fresh `key` per opening.
 */
export function ImportUsersDialog({ open, importUser, onImported, onClose }: ImportUsersDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'importing';

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again after a fix should be read again
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setStep({ name: 'choose', error: 'The file is larger than 2 MB; split it into smaller files.' });
      return;
    }
    const parsed = readUserImport(await file.text());
    setStep(
      parsed.ok ? { name: 'ready', fileName: file.name, rows: parsed.rows } : { name: 'choose', error: parsed.error },
    );
  };

  const run = async (rows: ImportRow[]) => {
    const failures: ImportFailure[] = [];
    let imported = 0;
    setStep({ name: 'importing', done: 0, total: rows.length });
    // One at a time: the server e-mails each new user, and the order of messages follows the file.
    for (const [index, row] of rows.entries()) {
      if (row.input) {
        try {
          await importUser(row.input);
          imported += 1;
        } catch (error) {
          failures.push({ row: row.row, email: row.email, message: errorReason(error) });
        }
      } else {
        failures.push({ row: row.row, email: row.email, message: row.problem ?? 'This row cannot be imported' });
      }
      setStep({ name: 'importing', done: index + 1, total: rows.length });
    }
    setStep({ name: 'done', imported, failures });
    onImported();
  };

  const downloadTemplate = () =>
    downloadTextFile('users-import-template.csv', toCsv([IMPORT_COLUMNS]), 'text/csv;charset=utf-8');

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Import Users</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {(step.name === 'choose' || step.name === 'ready') && (
            <>
              <Typography variant="body2" color="text.secondary">
                Choose a CSV file whose first line names the columns: <strong>name</strong>, <strong>email</strong> and
                optionally role, status, phone, department, position. Each user is created and receives an e-mail with a
                link to set a password.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
                  {step.name === 'ready' ? 'Choose another file' : 'Choose CSV file'}
                </Button>
                <Box
                  component="input"
                  id={inputId}
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="CSV file"
                  onChange={(event: ChangeEvent<HTMLInputElement>) => void chooseFile(event)}
                  sx={{ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' }}
                />
                <Button size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={downloadTemplate}>
                  Download template
                </Button>
              </Stack>
            </>
          )}
          {step.name === 'choose' && step.error && <Alert severity="error">{step.error}</Alert>}
          {step.name === 'ready' && <ReadyNote fileName={step.fileName} rows={step.rows} />}
          {step.name === 'importing' && (
            <Box role="status">
              <Typography variant="body2" sx={{ mb: 1 }}>
                Importing {step.done} of {step.total}...
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(step.done / step.total) * 100}
                aria-label="Import progress"
              />
            </Box>
          )}
          {step.name === 'done' && (
            <Alert severity={step.failures.length === 0 ? 'success' : step.imported === 0 ? 'error' : 'warning'}>
              <AlertTitle>{importSummary(step.imported, step.failures.length)}</AlertTitle>
              {step.failures.length > 0 && <FailureList lines={step.failures.map(failureLine)} />}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {step.name === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy} color="inherit">
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={step.name !== 'ready' || !step.rows.some((row) => row.input)}
              onClick={() => step.name === 'ready' && void run(step.rows)}
            >
              {step.name === 'ready' ? `Import ${countUsers(step.rows.filter((row) => row.input).length)}` : 'Import'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function countUsers(n: number): string {
  return `${n} ${n === 1 ? 'user' : 'users'}`;
}

function ReadyNote({ fileName, rows }: { fileName: string; rows: ImportRow[] }) {
  const problems = rows.filter((row) => !row.input);
  return (
    <Alert severity={problems.length > 0 ? 'warning' : 'info'}>
      <AlertTitle sx={{ overflowWrap: 'anywhere' }}>
        {fileName}: {countUsers(rows.length)} found
      </AlertTitle>
      {problems.length > 0 && (
        <>
          {problems.length === 1 ? '1 row cannot be imported' : `${problems.length} rows cannot be imported`}:
          <FailureList
            lines={problems.map((row) =>
              failureLine({ row: row.row, email: row.email, message: row.problem ?? 'This row cannot be imported' }),
            )}
          />
        </>
      )}
    </Alert>
  );
}

function FailureList({ lines }: { lines: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 200, overflowY: 'auto' }}>
      {lines.map((line) => (
        <li key={line}>
          <Typography variant="body2">{line}</Typography>
        </li>
      ))}
    </Box>
  );
}
