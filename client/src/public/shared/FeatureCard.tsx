import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { liftCardSx } from './lift-card';

/** A link under a feature's text: where it goes and what it says. */
export interface FeatureLink {
  to: string;
  label: string;
}

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  link?: FeatureLink;
}

/** An icon, a title and a few lines: the building block of the marketing pages. */
export function FeatureCard({ icon, title, children, link }: FeatureCardProps) {
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
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
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
        {link && (
          <Box sx={{ mt: 2 }}>
            <Button component={RouterLink} to={link.to} endIcon={<ArrowForward />} sx={{ px: 0 }}>
              {link.label}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
