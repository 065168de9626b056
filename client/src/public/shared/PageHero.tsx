import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The banner at the top of every inner public page. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        py: { xs: 7, md: 10 },
        borderBottom: `1px solid ${theme.vars.palette.divider}`,
        background: `radial-gradient(900px 320px at 15% -10%, ${theme.alpha(theme.vars.palette.primary.main, 0.18)}, transparent 70%),
          radial-gradient(700px 300px at 95% 0%, ${theme.alpha(theme.vars.palette.secondary.main, 0.14)}, transparent 70%)`,
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        {eyebrow && (
          <Typography variant="overline" color="primary" component="p" sx={{ mb: 1 }}>
            {eyebrow}
          </Typography>
        )}
        {/* A long word ("Nutzungsbedingungen") is hyphenated, or broken, rather than cut off on a phone. */}
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, overflowWrap: 'break-word', hyphens: 'auto' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400, lineHeight: 1.6 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
