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
import { useId } from 'react';
import { loadStoredSettings, normaliseSettings, extensionFor, type ExportSettings } from '../data-transfer/export-settings';
import { MyExportSettingsQuery } from '../data-transfer/operations';

const yesNo = (on: boolean) => (on ? 'On' : 'Off');

function rowsOf(s: ExportSettings): [string, string][] {
  return [
    ['Format', s.format.toUpperCase()],
    ['Include Headers', yesNo(s.includeHeaders)],
    ['Date Format', s.dateFormat],
    ['Include Metadata', yesNo(s.includeMetadata)],
    ['Compression', yesNo(s.compression)],
    ['Filename', s.filename ? `${s.filename}${extensionFor(s)}` : 'Default (product, type, export and date)'],
  ];
}

/** 'View Current Settings': the stored export settings, readable (the prototype only logged them). */
export function CurrentExportSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { data, loading, error } = useQuery(MyExportSettingsQuery, { skip: !open, fetchPolicy: 'network-only' });
  const saved = data?.myExportSettings;
  const settings = saved ? normaliseSettings(saved) : loadStoredSettings();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Current Export Settings</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Showing this browser&apos;s copy: the saved settings could not be loaded.
          </Alert>
        )}
        {!loading && !error && !saved && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Nothing saved yet: these are the defaults.
          </Alert>
        )}
        <Table size="small" aria-label="Current export settings">
          <TableBody>
            {rowsOf(settings).map(([name, value]) => (
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
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
