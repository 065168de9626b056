import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BUSINESS_CONTACT } from '@ai-solutions/common';
import { useSiteInfo } from '../../app/site/useSiteInfo';
import { BrandLogo } from './BrandLogo';
import { FOOTER_QUICK_LINKS, LEGAL_LINKS } from './site-links';
import type { SiteLink } from './site-links';
import { Trans, useLingui } from '@lingui/react/macro';

const MUTED = 'rgba(226, 232, 240, 0.72)';

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" component="h2" sx={{ color: '#fff', display: 'block', mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** The footer's links to pages, in a column or (direction="row") a row. */
function FooterLinks({ links, direction, spacing }: { links: readonly SiteLink[]; direction?: 'row'; spacing: number }) {
  const { i18n } = useLingui();
  return (
    <Stack direction={direction} spacing={spacing}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} variant="body2" underline="hover" sx={{ color: MUTED, '&:hover': { color: '#fff' } }}>
          {i18n._(link.label)}
        </Link>
      ))}
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', color: MUTED }}>
      <Box sx={{ mt: '2px', display: 'flex' }}>{icon}</Box>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** The same dark footer in both themes: it anchors the page and keeps the brand consistent. */
export function SiteFooter() {
  const site = useSiteInfo();
  const { siteName } = site;
  return (
    <Box
      component="footer"
      // On this dark footer in both themes, the focus ring is the light indigo (the brand's ink would not show).
      sx={{ bgcolor: '#070B16', color: '#E2E8F0', pt: { xs: 6, md: 8 }, pb: 4, borderTop: '1px solid #1F2937', '& :focus-visible, & .Mui-focusVisible': { outlineColor: '#A5B4FC' } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <BrandLogo inverted />
            <Typography variant="body2" sx={{ color: MUTED, mt: 2, maxWidth: 380, lineHeight: 1.7 }}>
              {site.siteDescription}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 5, md: 3 }}>
            <FooterHeading>
              <Trans>Quick Links</Trans>
            </FooterHeading>
            <FooterLinks links={FOOTER_QUICK_LINKS} spacing={1} />
          </Grid>
          <Grid size={{ xs: 12, sm: 7, md: 4 }}>
            <FooterHeading>
              <Trans>Contact</Trans>
            </FooterHeading>
            <Stack spacing={1.5}>
              <ContactLine icon={<EmailOutlined fontSize="small" />}>{BUSINESS_CONTACT.email}</ContactLine>
              <ContactLine icon={<PhoneOutlined fontSize="small" />}>{BUSINESS_CONTACT.phone}</ContactLine>
              <ContactLine icon={<LocationOnOutlined fontSize="small" />}>{BUSINESS_CONTACT.address}</ContactLine>
            </Stack>
          </Grid>
        </Grid>
        {/* MUI's Divider draws the same rule; a plain <hr> keeps its code off every public page's first load. */}
        <Box component="hr" sx={{ m: 0, my: 4, flexShrink: 0, border: 0, borderBottom: 'thin solid #1F2937' }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2" sx={{ color: MUTED }}>
            <Trans>© 2024 {siteName}. All rights reserved.</Trans>
          </Typography>
          <FooterLinks links={LEGAL_LINKS} direction="row" spacing={3} />
        </Stack>
      </Container>
    </Box>
  );
}
