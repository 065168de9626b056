import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type StatCardColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A short line under the value, e.g. "+12% from last month". */
  sub?: ReactNode;
  /** Colours the sub line: up is green, down is red. */
  trend?: 'up' | 'down' | 'neutral';
  icon?: ReactNode;
  color?: StatCardColor;
}

const trendColor = { up: 'success.main', down: 'error.main', neutral: 'text.secondary' } as const;

export function StatCard({ label, value, sub, trend = 'neutral', icon, color = 'primary' }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5, lineHeight: 1.2 }}>
            {value}
          </Typography>
          {sub !== undefined && (
            <Typography variant="caption" component="p" sx={{ mt: 0.75, color: trendColor[trend] }}>
              {sub}
            </Typography>
          )}
        </Box>
        {icon && (
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: theme.palette[color].main,
              bgcolor: alpha(theme.palette[color].main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
            })}
          >
            {icon}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
