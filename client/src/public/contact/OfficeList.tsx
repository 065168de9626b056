import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PublicIcon from '@mui/icons-material/Public';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicOffice_OfficeFragment } from '../../__generated__/graphql';

export type PublicOffice = PublicOffice_OfficeFragment;

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <Stack sx={{ mt: '2px', '& svg': { fontSize: 18 } }} aria-hidden>
        {icon}
      </Stack>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function OfficeList({ offices }: { offices: readonly PublicOffice[] }) {
  const { t } = useLingui();
  return (
    <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
      {offices.map((office) => (
        <Grid key={office.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card component="article" aria-label={office.name} sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5, gap: 1 }}
              >
                <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
                  {office.name}
                </Typography>
                {office.isHeadquarters && <Chip label={t`Headquarters`} color="primary" size="small" />}
              </Stack>
              <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mb: 2 }}>
                {office.city}, {office.country}
              </Typography>
              <Stack spacing={1.25}>
                <Line icon={<LocationOnOutlined />}>{office.address}</Line>
                <Line icon={<PhoneOutlined />}>
                  <Link href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} underline="hover" color="inherit">
                    {office.phone}
                  </Link>
                </Line>
                <Line icon={<EmailOutlined />}>
                  <Link href={`mailto:${office.email}`} underline="hover" color="inherit">
                    {office.email}
                  </Link>
                </Line>
                <Line icon={<AccessTime />}>{office.workingHours}</Line>
                <Line icon={<PublicIcon />}>{office.timezone}</Line>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
