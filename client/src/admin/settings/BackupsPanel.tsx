import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import BackupIcon from '@mui/icons-material/Backup';
import { useMutation, useQuery } from '@apollo/client/react';
import type { BackupRowFieldsFragment as Backup } from '../../__generated__/graphql';
import { siteDateFormat } from '../../app/site/site-info';
import { TableRowsSkeleton } from '../../components/LoadingSkeletons';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorReason } from '../../components/form/graphql-errors';
import { useNotice } from '../../components/notice/useNotice';
import { BackUpNowMutation, BackupsQuery } from './operations';

const STATUS: Record<string, { label: string; color: 'success' | 'error' | 'info' }> = {
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  running: { label: 'Running', color: 'info' },
};

export function formatBackupSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  if (bytes < 1024) return `${bytes.toString()} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const when = (iso: string) => siteDateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function BackupRow({ backup }: { backup: Backup }) {
  const status = STATUS[backup.status] ?? { label: backup.status, color: 'info' as const };
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2">{when(backup.finishedAt ?? backup.startedAt)}</Typography>
        {backup.fileName && (
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {backup.fileName}
          </Typography>
        )}
      </TableCell>
      <TableCell>{formatBackupSize(backup.sizeBytes)}</TableCell>
      <TableCell>
        <Chip size="small" label={status.label} color={status.color} variant="outlined" />
        {backup.error && (
          <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
            {backup.error}
          </Typography>
        )}
      </TableCell>
      <TableCell>{backup.trigger === 'schedule' ? 'Schedule' : (backup.requestedBy ?? 'Back up now')}</TableCell>
    </TableRow>
  );
}

/**
 * "Back up now" and the list of backups (administrators only: the server refuses anyone else).
 * After a backup the list is fetched again rather than patched: a successful backup also removes
 * the oldest ones beyond Backups Kept (pruneBackups on the server), which only the server knows.
 */
export function BackupsPanel() {
  const notice = useNotice();
  const { data, error, refetch } = useQuery(BackupsQuery);
  const [backUp, { loading: backingUp }] = useMutation(BackUpNowMutation, { refetchQueries: [BackupsQuery], awaitRefetchQueries: true });

  const onBackUp = async () => {
    try {
      const result = await backUp();
      const backup = result.data?.backUpNow;
      if (backup?.status === 'succeeded') notice.success(`Backup complete: ${backup.fileName} (${formatBackupSize(backup.sizeBytes)})`);
      else notice.error(`Backup failed: ${backup?.error ?? 'unknown error'}`);
    } catch (err) {
      notice.error(errorReason(err));
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-label="Backups">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Backups
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Every collection and the uploaded files, compressed and checksummed on the server. Restore one with npm run restore.
          </Typography>
        </div>
        <Button variant="outlined" startIcon={<BackupIcon />} onClick={() => void onBackUp()} disabled={backingUp} sx={{ flexShrink: 0 }}>
          {backingUp ? 'Backing up…' : 'Back up now'}
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="Backups">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Size</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Taken by</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <QueryBoundary
              data={data?.backups}
              error={error}
              onRetry={() => void refetch()}
              renderError={(alert) => (
                <TableRow>
                  <TableCell colSpan={4}>{alert}</TableCell>
                </TableRow>
              )}
              loading={<TableRowsSkeleton count={3} columns={4} />}
              isEmpty={(backups) => backups.length === 0}
              empty={
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography variant="body2" color="text.secondary">
                      No backups yet.
                    </Typography>
                  </TableCell>
                </TableRow>
              }
            >
              {(backups) => backups.map((backup) => <BackupRow key={backup.id} backup={backup} />)}
            </QueryBoundary>
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
