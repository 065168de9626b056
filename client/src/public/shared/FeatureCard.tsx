import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { liftCardSx } from './lift-card';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** An icon, a title and a few lines: the building block of the marketing pages. */
export function FeatureCard({ icon, title, children, footer }: FeatureCardProps) {
  return (
    <Card
      sx={liftCardSx}
    >
      <CardContent sx={{ p: { xs: 3, md: 4 }, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box
          sx={(theme) => ({
            width: 52,
            height: 52,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            mb: 2.5,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          {icon}
        </Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7, flex: 1 }}>
          {children}
        </Typography>
        {footer && <Box sx={{ mt: 2 }}>{footer}</Box>}
      </CardContent>
    </Card>
  );
}
