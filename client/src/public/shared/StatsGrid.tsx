import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Stat {
  value: string;
  /** Text, or a `<Plural>` when the words follow the figure ("1 course", "12 courses"). */
  label: ReactNode;
}

/** A row of headline figures (Home statistics, About impact numbers). */
export function StatsGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${stats.length}, 1fr)` },
        gap: { xs: 3, md: 4 },
      }}
    >
      {/* The figures keep their places: their order is the key. */}
      {stats.map((stat, index) => (
        <Box key={index} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500, mt: 0.5 }}>
            {stat.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 800,
              fontSize: { xs: '2rem', md: '2.75rem' },
              letterSpacing: '-0.03em',
              background: 'linear-gradient(135deg, #6366F1 0%, #06B6D4 100%)',
              backgroundClip: 'text',
              WebkitBackgroundClip: 'text',
              color: 'transparent',
            }}
          >
            {stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
