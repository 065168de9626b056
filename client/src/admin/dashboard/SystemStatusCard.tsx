import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import type { ReactNode } from 'react';
import type { SystemStatusCard_StatusFragment } from '../../__generated__/graphql';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';
import { formatUptime } from './dashboard-format';

/** System Status, real: this server's uptime and version, the database it reaches, the last backup. */
export function SystemStatusCard({ status }: { status: SystemStatusCard_StatusFragment | undefined }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a product's name
  const database = status?.databaseKind === 'mongodb' ? 'MongoDB' : t`Embedded store`;
  const version = status?.version;
  const uptime = status ? formatUptime(status.uptimeSeconds, i18n) : '';
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t`System Status`} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          <StatusRow icon={<DnsOutlinedIcon fontSize="small" />} label={t`Server`} detail={status && t`v${version} · up ${uptime}`}>
            {status ? <Chip size="small" color="success" label={t`Online`} /> : <Skeleton width={60} />}
          </StatusRow>
          <StatusRow
            icon={<StorageOutlinedIcon fontSize="small" />}
            label={t`Database`}
            detail={status && `${database}${status.databaseVersion ? ` ${status.databaseVersion}` : ''}`}
          >
            {status ? (
              <Chip size="small" color={status.databaseReachable ? 'success' : 'error'} label={status.databaseReachable ? t`Connected` : t`Unreachable`} />
            ) : (
              <Skeleton width={80} />
            )}
          </StatusRow>
          <StatusRow icon={<BackupOutlinedIcon fontSize="small" />} label={t`Last Backup`}>
            <Typography variant="body2" color="text.secondary">
              {!status ? <Skeleton width={80} /> : status.lastBackupAt ? format.relativeTime(status.lastBackupAt) : <Trans>Never</Trans>}
            </Typography>
          </StatusRow>
        </Stack>
      </CardContent>
    </Card>
  );
}

function StatusRow({ icon, label, detail, children }: { icon: ReactNode; label: string; detail?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
