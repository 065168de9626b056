import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from './IconTile';
import type { IconTileColor } from './IconTile';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A short line under the value, e.g. "+12% from last month". */
  sub?: ReactNode;
  /** Colours the sub line: up is green, down is red. */
  trend?: 'up' | 'down' | 'neutral';
  icon?: ReactNode;
  color?: IconTileColor;
}

const trendColor = { up: 'success.main', down: 'error.main', neutral: 'text.secondary' } as const;

export function StatCard({ label, value, sub, trend = 'neutral', icon, color = 'primary' }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* Wraps rather than cuts: German labels run about 30% longer ("Durchschnittliche Bewertung"). */}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
            {label}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 700, mt: 0.5, lineHeight: 1.2, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {value}
          </Typography>
          {sub !== undefined && (
            <Typography variant="caption" component="p" sx={{ mt: 0.75, color: trendColor[trend] }}>
              {sub}
            </Typography>
          )}
        </Box>
        {icon && (
          // Two cards share a row on phones; the icon is decoration they can do without there.
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <IconTile color={color}>{icon}</IconTile>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
