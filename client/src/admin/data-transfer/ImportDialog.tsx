import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { ImportPreviewMutation as ImportPreviewResult } from '../../__generated__/graphql';
import { uploadFile } from '../../app/apollo';
import { errorReason } from '../../components/form/graphql-errors';
import { ImportCommitMutation, ImportPreviewMutation } from './operations';

type Preview = ImportPreviewResult['importPreview'];
type Mapping = { column: string; field: string | null }[];

export interface ImportDialogProps {
  open: boolean;
  /** users, courses, jobs, services, faqs or global-offices */
  type: string;
  title: string;
  /** Only an administrator may confirm importing administrators and editors (users only). */
  canConfirmStaffRoles?: boolean;
  onImported: () => void;
  onClose: () => void;
}

/**
 * Import on the server: upload → preview (mapping, rows as stored, every row's errors) → commit,
 * all or nothing. Mount with a fresh `key` per opening.
 */
export function ImportDialog({ open, type, title, canConfirmStaffRoles = false, onImported, onClose }: ImportDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const client = useApolloClient();
  const { t, i18n } = useLingui();
  const [fileId, setFileId] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [onExisting, setOnExisting] = useState<'skip' | 'update'>('skip');
  const [allowStaffRoles, setAllowStaffRoles] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ created: number; updated: number; skipped: number } | null>(null);

  const loadPreview = async (id: string, mapping: Mapping | null, allow: boolean) => {
    setBusy(t`Checking the file...`);
    setError(null);
    try {
      const { data } = await client.mutate({ mutation: ImportPreviewMutation, variables: { fileId: id, type, mapping, allowStaffRoles: allow } });
      setPreview(data?.importPreview ?? null);
    } catch (err) {
      setPreview(null);
      setError(errorReason(err, i18n));
    } finally {
      setBusy(null);
    }
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file, fixed, can be chosen again
    if (!file) return;
    setBusy(t`Uploading...`);
    setError(null);
    setPreview(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const uploaded = await uploadFile<{ fileId: string }>('/api/imports', form);
      setFileId(uploaded.fileId);
      setFileName(file.name);
      await loadPreview(uploaded.fileId, null, allowStaffRoles);
    } catch (err) {
      setError(errorReason(err, i18n));
      setBusy(null);
    }
  };

  const remap = (column: string, field: string | null) => {
    if (!fileId || !preview) return;
    const mapping = preview.mapping.map((m) => (m.column === column ? { column, field } : { column: m.column, field: m.field ?? null }));
    void loadPreview(fileId, mapping, allowStaffRoles);
  };

  const commit = async () => {
    if (!fileId || !preview) return;
    setBusy(t`Importing...`);
    setError(null);
    try {
      const mapping = preview.mapping.map((m) => ({ column: m.column, field: m.field ?? null }));
      const { data } = await client.mutate({ mutation: ImportCommitMutation, variables: { fileId, type, mapping, onExisting, allowStaffRoles } });
      if (data) setResult(data.importCommit);
      onImported();
    } catch (err) {
      setError(errorReason(err, i18n));
    } finally {
      setBusy(null);
    }
  };

  const sample = (preview?.rows ?? []).slice(0, 5).map((r) => (r === 'null' ? null : (JSON.parse(r) as Record<string, string | number | boolean | object | null>)));

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {result ? (
            <Alert severity="success">
              <AlertTitle>
                <Trans>Import complete</Trans>
              </AlertTitle>
              <ImportOutcome {...result} />
            </Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                <Trans>
                  Choose a CSV, JSON or XLSX file (at most 10 MB and 50,000 rows) whose first row names the columns. Nothing is saved until you
                  import, and then every row is saved or none.
                </Trans>
              </Typography>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlinedIcon />} disabled={!!busy}>
                  {fileId ? <Trans>Choose another file</Trans> : <Trans>Choose file</Trans>}
                </Button>
                <Box
                  component="input"
                  id={inputId}
                  type="file"
                  accept=".csv,.json,.xlsx,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label={t`Import file`}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => void chooseFile(event)}
                  sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
                />
                {fileName && <Typography variant="body2">{fileName}</Typography>}
              </Stack>
            </>
          )}
          {busy && (
            <Box role="status">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {busy}
              </Typography>
              <LinearProgress aria-label={busy} />
            </Box>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {preview && !result && (
            <>
              <Alert severity={preview.errorCount ? 'warning' : 'info'}>
                <PreviewSummary rows={preview.totalRows} existing={preview.existing} errors={preview.errorCount} />
              </Alert>
              <Typography variant="subtitle2">
                <Trans>Columns</Trans>
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
                {preview.mapping.map((m) => (
                  <TextField
                    key={m.column}
                    select
                    size="small"
                    label={m.column}
                    value={m.field ?? ''}
                    onChange={(e) => remap(m.column, e.target.value || null)}
                    disabled={!!busy}
                  >
                    <MenuItem value="">
                      <Trans>Ignore this column</Trans>
                    </MenuItem>
                    {preview.fields.map((f) => (
                      <MenuItem key={f} value={f}>
                        {f}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Box>
              {preview.errors.length > 0 && (
                <Box>
                  <Typography variant="subtitle2">
                    <Trans>Errors</Trans>
                  </Typography>
                  <Box component="ul" aria-label={t`Import errors`} sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto' }}>
                    {preview.errors.map(({ row, field, message }) => (
                      <li key={`${row}-${field}`}>
                        <Typography variant="body2">
                          <Trans>
                            Row {row}, {field}: {message}
                          </Trans>
                        </Typography>
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
              {sample.some(Boolean) && (
                <Box>
                  <Typography variant="subtitle2">
                    <Trans>First rows as they will be saved</Trans>
                  </Typography>
                  <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                    {sample.map((row, i) => (
                      <li key={i}>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {row ? Object.entries(row).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(' · ') : t`has errors`}
                        </Typography>
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
              <Box>
                <Typography variant="subtitle2">
                  <Trans>Rows that match an existing record</Trans>
                </Typography>
                <RadioGroup row value={onExisting} onChange={(e) => setOnExisting(e.target.value as 'skip' | 'update')}>
                  <FormControlLabel value="skip" control={<Radio />} label={t`Skip them`} />
                  <FormControlLabel value="update" control={<Radio />} label={t`Update them`} />
                </RadioGroup>
                {type === 'users' && canConfirmStaffRoles && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={allowStaffRoles}
                        onChange={(e) => {
                          setAllowStaffRoles(e.target.checked);
                          if (fileId) void loadPreview(fileId, preview.mapping.map((m) => ({ column: m.column, field: m.field ?? null })), e.target.checked);
                        }}
                      />
                    }
                    label={t`I confirm: this file may create administrators and editors`}
                  />
                )}
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={!!busy} color="inherit">
          {result ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
        </Button>
        {!result && (
          <Button variant="contained" onClick={() => void commit()} disabled={!!busy || !preview || preview.errorCount > 0}>
            {preview ? <Plural value={preview.totalRows} one="Import # row" other="Import # rows" /> : <Trans>Import</Trans>}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function ImportOutcome({ created, updated, skipped }: { created: number; updated: number; skipped: number }) {
  return (
    <Trans>
      Created {created}, updated {updated}, skipped {skipped}.
    </Trans>
  );
}

/** What the preview found: rows, rows that match existing records, and errors to fix. */
function PreviewSummary({ rows, existing, errors }: { rows: number; existing: number; errors: number }) {
  return errors ? (
    <Trans>
      <Plural value={rows} one="# row found" other="# rows found" />; {existing} already exist; <Plural value={errors} one="# error to fix" other="# errors to fix" />.
    </Trans>
  ) : (
    <Trans>
      <Plural value={rows} one="# row found" other="# rows found" />; {existing} already exist; no errors.
    </Trans>
  );
}
