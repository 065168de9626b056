import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ExportFilterInput } from '../../__generated__/graphql';
import {
  DATE_FORMATS,
  DEFAULT_EXPORT_SETTINGS,
  EXPORT_FORMATS,
  extensionFor,
  headersDisabled,
  loadStoredSettings,
  metadataDisabled,
  normaliseSettings,
  storeSettings,
  type ExportSettings,
} from './export-settings';
import { MyExportSettingsQuery, SaveExportSettingsMutation } from './operations';
import { useServerExport } from './useServerExport';
import { SelectField } from '../../components/form/SelectField';

export type SaveState = 'idle' | 'saving' | 'success' | 'error';
/** Spec section 9: the save indicator returns to idle after 2 seconds. */
export const SAVE_STATE_RESET_MS = 2000;

const FORMAT_LABELS = Object.fromEntries(EXPORT_FORMATS.map((f) => [f, f.toUpperCase()]));

const DATE_LABELS: Record<(typeof DATE_FORMATS)[number], MessageDescriptor> = {
  iso: msg`ISO 8601 (iso)`,
  local: msg`Local time (local)`,
  timestamp: msg`Unix timestamp (timestamp)`,
};

export interface ExportSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  /** With a type, the dialog also exports it with these settings and the list's filters. */
  exportType?: string;
  filters?: ExportFilterInput;
}

const kilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The Export Settings dialog (spec section 2), with xlsx, pdf and compression working. */
export function ExportSettingsDialog({ open, onClose, exportType, filters = {} }: ExportSettingsDialogProps) {
  const titleId = useId();
  const client = useApolloClient();
  const [settings, setSettings] = useState<ExportSettings>(loadStoredSettings);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const exporter = useServerExport();
  const { t, i18n } = useLingui();
  const dateLabels = Object.fromEntries(DATE_FORMATS.map((f) => [f, i18n._(DATE_LABELS[f])]));

  // The account's settings win over this browser's: they follow the administrator.
  useEffect(() => {
    if (!open) return;
    let live = true;
    client
      .query({ query: MyExportSettingsQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!live || !data?.myExportSettings) return;
        const saved = normaliseSettings(data.myExportSettings);
        storeSettings(saved);
        setSettings(saved);
      })
      .catch(() => undefined); // the local copy stands
    return () => {
      live = false;
    };
  }, [open, client]);

  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  const change = (patch: Partial<ExportSettings>) => setSettings((s) => ({ ...s, ...patch }));

  const save = async () => {
    setSaveState('saving');
    try {
      storeSettings(settings);
      await client.mutate({ mutation: SaveExportSettingsMutation, variables: { input: { ...settings, filename: settings.filename ?? null } } });
      setSaveState('success');
    } catch {
      setSaveState('error');
    }
    if (resetTimer.current) clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setSaveState('idle'), SAVE_STATE_RESET_MS);
  };

  const startExport = async () => {
    if (!exportType) return;
    if (await exporter.run(exportType, settings, filters)) onClose();
  };

  const busy = exporter.progress !== null;
  const extension = extensionFor(settings);
  const saveLabel = saveState === 'saving' ? t`Saving...` : saveState === 'success' ? t`Saved!` : saveState === 'error' ? t`Error` : t`Save Settings`;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Trans>Export Settings</Trans>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <SelectField label={t`Format`} value={settings.format} options={EXPORT_FORMATS} labels={FORMAT_LABELS} onValueChange={(format) => format && change({ format })} disabled={busy} />
          <Box>
            <FormControlLabel
              control={<Switch checked={settings.includeHeaders} onChange={(e) => change({ includeHeaders: e.target.checked })} />}
              label={t`Include Headers`}
              disabled={busy || headersDisabled(settings.format)}
            />
            <FormControlLabel
              control={<Switch checked={settings.includeMetadata} onChange={(e) => change({ includeMetadata: e.target.checked })} />}
              label={t`Include Metadata`}
              disabled={busy || metadataDisabled(settings.format)}
            />
            <FormControlLabel
              control={<Switch checked={settings.compression} onChange={(e) => change({ compression: e.target.checked })} />}
              label={t`Compression`}
              disabled={busy}
            />
          </Box>
          <SelectField label={t`Date Format`} value={settings.dateFormat} options={DATE_FORMATS} labels={dateLabels} onValueChange={(dateFormat) => dateFormat && change({ dateFormat })} disabled={busy} />
          <TextField
            label={t`Filename (optional)`}
            value={settings.filename ?? ''}
            onChange={(e) => change({ filename: e.target.value || undefined })}
            helperText={t`The extension ${extension} is added by format.`}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            disabled={busy}
          />
          {exporter.progress && (
            <Box role="status">
              <Typography variant="body2" sx={{ mb: 1 }}>
                <DownloadProgress size={kilobytes(exporter.progress.receivedBytes)} rows={exporter.progress.rows} />
              </Typography>
              <LinearProgress aria-label={t`Export progress`} />
            </Box>
          )}
          {exporter.error && <Alert severity="error">{exporter.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setSettings({ ...DEFAULT_EXPORT_SETTINGS })} disabled={busy} color="inherit">
          <Trans>Reset to Defaults</Trans>
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          onClick={() => void save()}
          disabled={busy || saveState === 'saving'}
          color={saveState === 'error' ? 'error' : saveState === 'success' ? 'success' : 'primary'}
        >
          {saveLabel}
        </Button>
        {busy ? (
          <Button onClick={exporter.cancel} color="inherit">
            <Trans>Cancel Export</Trans>
          </Button>
        ) : (
          <Button onClick={onClose} color="inherit">
            <Trans>Close</Trans>
          </Button>
        )}
        {exportType && (
          <Button variant="contained" onClick={() => void startExport()} disabled={busy}>
            <Trans>Export</Trans>
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function DownloadProgress({ size, rows }: { size: string; rows: number | null }) {
  return rows === null ? (
    <Trans>Downloading {size}...</Trans>
  ) : (
    <Plural value={rows} one={`Downloading ${size} (# row)...`} other={`Downloading ${size} (# rows)...`} />
  );
}
