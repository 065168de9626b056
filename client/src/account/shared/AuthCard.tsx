import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in, registration and password screen sits in. */
const MAX_WIDTH = { narrow: 480, wide: 600 } as const;

export function AuthCard({ title, subtitle, width = 'narrow', children, footer }: AuthCardProps) {
  return (
    <Box
      sx={(theme) => ({
        py: { xs: 5, md: 9 },
        px: 2,
        background: `radial-gradient(800px 360px at 50% -10%, ${theme.alpha(theme.vars.palette.primary.main, 0.16)}, transparent 70%)`,
      })}
    >
      <Container maxWidth={false} disableGutters sx={{ maxWidth: MAX_WIDTH[width] }}>
        <Paper
          variant="outlined"
          sx={(theme) => ({
            p: { xs: 3, sm: 5 },
            borderRadius: 4,
            boxShadow: `0 24px 64px ${theme.alpha(theme.vars.palette.common.black, 0.08)}`,
            ...theme.applyStyles('dark', { boxShadow: `0 24px 64px ${theme.alpha(theme.vars.palette.common.black, 0.4)}` }),
          })}
        >
          <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 4 }}>{children}</Box>
        </Paper>
        {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
      </Container>
    </Box>
  );
}
