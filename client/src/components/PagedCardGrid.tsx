import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListPagination } from './ListPagination';
import { ListStatus } from './ListStatus';

export interface PagedCardGridProps<T extends { id: string }> {
  /** The section's accessible name, e.g. 'Courses'. */
  label: string;
  /** The page of items and the total over all pages, once loaded. */
  list: { items: readonly T[]; total: number } | undefined;
  error: unknown;
  onRetry: () => void;
  skeletons: number;
  emptyMessage: string;
  emptyHint: string;
  /** The count line over the grid, e.g. `<Plural value={total} one="# course" other="# courses" />`. */
  count: (total: number) => ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  renderCard: (item: T) => ReactNode;
}

/** A management screen's list: its states (ListStatus), then the count, a grid of cards and the pages. */
export function PagedCardGrid<T extends { id: string }>({
  label,
  list,
  error,
  onRetry,
  skeletons,
  emptyMessage,
  emptyHint,
  count,
  page,
  pageSize,
  onPageChange,
  renderCard,
}: PagedCardGridProps<T>) {
  return (
    <Box component="section" aria-label={label}>
      <ListStatus
        items={list?.items}
        error={error}
        onRetry={onRetry}
        skeletons={skeletons}
        emptyMessage={emptyMessage}
        emptyHint={emptyHint}
      >
        {list && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {count(list.total)}
            </Typography>
            <Grid container spacing={2}>
              {list.items.map((item) => (
                <Grid key={item.id} size={{ xs: 12, md: 6, xl: 4 }}>
                  {renderCard(item)}
                </Grid>
              ))}
            </Grid>
            <ListPagination total={list.total} pageSize={pageSize} page={page} onChange={onPageChange} />
          </>
        )}
      </ListStatus>
    </Box>
  );
}
