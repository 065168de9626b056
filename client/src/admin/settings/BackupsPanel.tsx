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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BackupRowFieldsFragment as Backup } from '../../__generated__/graphql';
import { siteTimeZoneNow } from '../../app/site/site-info';
import type { Formatters } from '../../components/format/formatters';
import { useFormat } from '../../components/format/useFormat';
import { TableRowsSkeleton } from '../../components/TableRowsSkeleton';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorReason } from '../../components/form/graphql-errors';
import { useNotice } from '../../components/notice/useNotice';
import { BackUpNowMutation, BackupsQuery } from './operations';

const STATUS: Record<string, { label: MessageDescriptor; color: 'success' | 'error' | 'info' } | undefined> = {
  succeeded: { label: msg({ message: 'Succeeded', context: 'backup status' }), color: 'success' },
  failed: { label: msg({ message: 'Failed', context: 'backup status' }), color: 'error' },
  running: { label: msg({ message: 'Running', context: 'backup status' }), color: 'info' },
};

/** A backup's size in the page's language: "512 B", "2.0 KB", "1.5 MB". */
export function formatBackupSize(format: Formatters, bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  if (bytes < 1024) return format.number(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'narrow' });
  const decimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (bytes < 1024 * 1024) return `${format.number(bytes / 1024, decimal)} KB`;
  return `${format.number(bytes / (1024 * 1024), decimal)} MB`;
}

function BackupRow({ backup }: { backup: Backup }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const when = (iso: string) => format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }, siteTimeZoneNow()).format(new Date(iso));
  const known = STATUS[backup.status];
  const status = known ? { label: i18n._(known.label), color: known.color } : { label: backup.status, color: 'info' as const };
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
      <TableCell>{formatBackupSize(format, backup.sizeBytes)}</TableCell>
      <TableCell>
        <Chip size="small" label={status.label} color={status.color} variant="outlined" />
        {backup.error && (
          <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
            {backup.error}
          </Typography>
        )}
      </TableCell>
      <TableCell>{backup.trigger === 'schedule' ? t`Schedule` : (backup.requestedBy ?? t`Back up now`)}</TableCell>
    </TableRow>
  );
}

/**
 * "Back up now" and the list of backups (administrators only: the server refuses anyone else).
 * After a backup the list is fetched again rather than patched: a successful backup also removes
 * the oldest ones beyond Backups Kept (pruneBackups on the server), which only the server knows.
 */
export function BackupsPanel() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const notice = useNotice();
  const { data, error, refetch } = useQuery(BackupsQuery);
  const [backUp, { loading: backingUp }] = useMutation(BackUpNowMutation, { refetchQueries: [BackupsQuery], awaitRefetchQueries: true });

  const onBackUp = async () => {
    try {
      const result = await backUp();
      const backup = result.data?.backUpNow;
      if (backup?.status === 'succeeded') {
        const fileName = backup.fileName;
        const size = formatBackupSize(format, backup.sizeBytes);
        notice.success(t`Backup complete: ${fileName} (${size})`);
      } else {
        const reason = backup?.error ?? t`unknown error`;
        notice.error(t`Backup failed: ${reason}`);
      }
    } catch (err) {
      notice.error(errorReason(err, i18n));
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={t`Backups`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            <Trans>Backups</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>Every collection and the uploaded files, compressed and checksummed on the server. Restore one with npm run restore.</Trans>
          </Typography>
        </div>
        <Button variant="outlined" startIcon={<BackupIcon />} onClick={() => void onBackUp()} disabled={backingUp} sx={{ flexShrink: 0 }}>
          {backingUp ? t`Backing up…` : t`Back up now`}
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t`Backups`}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Time</Trans>
              </TableCell>
              <TableCell>
                <Trans>Size</Trans>
              </TableCell>
              <TableCell>
                <Trans>Status</Trans>
              </TableCell>
              <TableCell>
                <Trans>Taken by</Trans>
              </TableCell>
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
                      <Trans>No backups yet.</Trans>
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
