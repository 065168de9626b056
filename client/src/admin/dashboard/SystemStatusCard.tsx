import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import type { ReactNode } from 'react';

/** Spec section 2: Server Online, Database Connected, Last Backup '2 hours ago' — all static. */
export function SystemStatusCard() {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="System Status" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          <StatusRow icon={<DnsOutlinedIcon fontSize="small" />} label="Server">
            <Chip size="small" color="success" label="Online" />
          </StatusRow>
          <StatusRow icon={<StorageOutlinedIcon fontSize="small" />} label="Database">
            <Chip size="small" color="success" label="Connected" />
          </StatusRow>
          <StatusRow icon={<BackupOutlinedIcon fontSize="small" />} label="Last Backup">
            <Typography variant="body2" color="text.secondary">
              2 hours ago
            </Typography>
          </StatusRow>
        </Stack>
      </CardContent>
    </Card>
  );
}

function StatusRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
