import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BulkSelection } from './useBulkSelection';

export type BulkActionOption<A extends string> = { action: A; label: string; icon?: ReactNode; destructive?: boolean };

export interface BulkActionBarProps<A extends string> {
  selection: BulkSelection;
  /** The ids of the items on this page. */
  pageIds: readonly string[];
  /** How many items match the filter over all pages. */
  total: number;
  actions: readonly BulkActionOption<A>[];
  onAction: (action: A) => void;
  busy?: boolean;
}

/**
 * The bar over a management list: choose the page's items (or every item matching the filter),
 * see how many are chosen, and apply one action to them all.
 */
export function BulkActionBar<A extends string>({ selection, pageIds, total, actions, onAction, busy = false }: BulkActionBarProps<A>) {
  const { t } = useLingui();
  const onPage = pageIds.filter((id) => selection.isSelected(id)).length;
  const count = selection.allMatching ? total : selection.ids.size;
  const wholePage = pageIds.length > 0 && onPage === pageIds.length;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 2 }} role="region" aria-label={t`Bulk actions`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
          <FormControlLabel
            sx={{ mr: 1 }}
            control={
              <Checkbox
                checked={wholePage}
                indeterminate={onPage > 0 && !wholePage}
                disabled={selection.allMatching || pageIds.length === 0}
                onChange={(e) => selection.togglePage(pageIds, e.target.checked)}
              />
            }
            label={t`Select page`}
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            <Plural value={count} _0="None selected" one="# selected" other="# selected" />
          </Typography>
          {wholePage && !selection.allMatching && total > pageIds.length && (
            <Button size="small" onClick={selection.selectAllMatching}>
              <Trans>Select all {total} matching</Trans>
            </Button>
          )}
          {count > 0 && (
            <Button size="small" color="inherit" onClick={selection.clear}>
              <Trans>Clear selection</Trans>
            </Button>
          )}
        </Stack>
        {/* A gap, not margins, between the buttons: a wrapped row starts flush with the first. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((option) => (
            <Button
              key={option.action}
              size="small"
              variant="outlined"
              color={option.destructive ? 'error' : 'primary'}
              startIcon={option.icon}
              disabled={count === 0 || busy}
              onClick={() => onAction(option.action)}
            >
              {option.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
