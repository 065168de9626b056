import Grid from '@mui/material/Grid';
import { StatCard } from './StatCard';
import type { StatCardProps } from './StatCard';

/** A row of stat cards: four across on large screens, two on smaller ones. */
export function StatCardGrid({ cards }: { cards: ReadonlyArray<StatCardProps> }) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, lg: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
