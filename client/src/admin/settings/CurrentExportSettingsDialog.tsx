import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { loadStoredSettings, normaliseSettings, extensionFor, type ExportSettings } from '../data-transfer/export-settings';
import { MyExportSettingsQuery } from '../data-transfer/operations';

const ON = msg({ message: 'On', context: 'a setting' });
const OFF = msg({ message: 'Off', context: 'a setting' });

function rowsOf(s: ExportSettings, i18n: I18n): [string, string][] {
  const yesNo = (on: boolean) => i18n._(on ? ON : OFF);
  return [
    [i18n._(msg`Format`), s.format.toUpperCase()],
    [i18n._(msg`Include Headers`), yesNo(s.includeHeaders)],
    [i18n._(msg`Date Format`), s.dateFormat],
    [i18n._(msg`Include Metadata`), yesNo(s.includeMetadata)],
    [i18n._(msg`Compression`), yesNo(s.compression)],
    [i18n._(msg`Filename`), s.filename ? `${s.filename}${extensionFor(s)}` : i18n._(msg`Default (product, type, export and date)`)],
  ];
}

/** 'View Current Settings': the stored export settings, readable (the prototype only logged them). */
export function CurrentExportSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { data, loading, error } = useQuery(MyExportSettingsQuery, { skip: !open, fetchPolicy: 'network-only' });
  const saved = data?.myExportSettings;
  const settings = saved ? normaliseSettings(saved) : loadStoredSettings();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Trans>Current Export Settings</Trans>
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Trans>Showing this browser's copy: the saved settings could not be loaded.</Trans>
          </Alert>
        )}
        {!loading && !error && !saved && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <Trans>Nothing saved yet: these are the defaults.</Trans>
          </Alert>
        )}
        <Table size="small" aria-label={t`Current export settings`}>
          <TableBody>
            {rowsOf(settings, i18n).map(([name, value]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500, pl: 0 }}>
                  {name}
                </TableCell>
                <TableCell>{loading ? <Skeleton width={80} /> : value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
