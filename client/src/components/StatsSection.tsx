import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { StatCardsSkeleton } from './LoadingSkeletons';
import { errorReason } from './form/graphql-errors';

export interface StatsSectionProps<D> {
  /** The section's accessible name, e.g. 'Course statistics'. */
  label: string;
  /** The figures, once loaded. */
  data: D | undefined;
  error: unknown;
  /** Stat card skeletons while loading (spec section 9). */
  skeletons: number;
  /** The stat cards for the loaded figures. */
  children: (data: D) => ReactNode;
}

/** A screen's stat cards in their three states: loaded, failed (the reason), or loading. */
export function StatsSection<D>({ label, data, error, skeletons, children }: StatsSectionProps<D>) {
  const { i18n } = useLingui();
  return (
    <Box component="section" aria-label={label} sx={{ mb: 3 }}>
      {data ? (
        children(data)
      ) : error ? (
        <Alert severity="error">{errorReason(error, i18n)}</Alert>
      ) : (
        <StatCardsSkeleton count={skeletons} />
      )}
    </Box>
  );
}
