import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import GitHub from '@mui/icons-material/GitHub';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { IconTile } from '../../components/IconTile';

/** Brand names: the same in every language. */
const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedIn /> },
  { name: 'X (Twitter)', href: 'https://x.com/', icon: <X /> },
  { name: 'GitHub', href: 'https://github.com/', icon: <GitHub /> },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTube /> },
] as const;

function AsideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <IconTile>{icon}</IconTile>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Beside the form: business hours, the reply promise and the social links (spec sections 2 and 9). */
export function ContactAside() {
  const { t } = useLingui();
  return (
    <Stack spacing={3}>
      <AsideCard icon={<AccessTime />} title={t`Business Hours`}>
        <Typography color="text.secondary">
          {/* BUSINESS_HOURS and REPLY_PROMISE of packages/common, in the page's language. */}
          <Trans comment="Monday to Friday, 9 in the morning to 6 in the evening, Pacific time: write the hours as the language does.">
            Mon-Fri 9 AM - 6 PM PST
          </Trans>
        </Typography>
      </AsideCard>
      <AsideCard icon={<MarkEmailReadOutlined />} title={t`Quick Response`}>
        <Typography color="text.secondary">
          <Trans>We reply to every message within 24 hours.</Trans>
        </Typography>
      </AsideCard>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
            <Trans>Follow Us</Trans>
          </Typography>
          <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <IconButton
                  component="a"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.name}
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    color: 'text.secondary',
                    '&:hover': { color: 'primary.main', borderColor: 'primary.main' },
                  }}
                >
                  {link.icon}
                </IconButton>
              </li>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
