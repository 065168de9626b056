import Grid from '@mui/material/Grid';
import type { GridProps } from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { FeatureCard } from './FeatureCard';
import type { FeatureLink } from './FeatureCard';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
  link?: FeatureLink;
}

/** Feature cards in a grid, one per item; `size` is each card's share of a row per breakpoint. */
export function FeatureGrid({ features, size }: { features: readonly Feature[]; size: GridProps['size'] }) {
  return (
    <Grid container spacing={3}>
      {features.map((feature) => (
        <Grid key={feature.title} size={size}>
          <FeatureCard icon={feature.icon} title={feature.title} link={feature.link}>
            {feature.text}
          </FeatureCard>
        </Grid>
      ))}
    </Grid>
  );
}
