import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { ReactNode } from 'react';

export type FilterSelect<F extends string> = {
  field: F;
  label: string;
  /** The "All …" option, which stands for '' (no filter). */
  allLabel: string;
  options: readonly (readonly [value: string, label: string])[];
  minWidth?: number;
};

/** A screen's filters component: the values shown and what a change makes them. */
export interface FiltersProps<V> {
  value: V;
  onChange: (value: V) => void;
  /** The list's saved views menu, at the toolbar's end. */
  views?: ReactNode;
}

export interface FilterBarProps<F extends string> {
  /** The search box's placeholder and accessible name, e.g. "Search services..." and "Search services". */
  searchPlaceholder: string;
  searchLabel: string;
  values: { search: string } & Record<F, string>;
  selects: readonly FilterSelect<F>[];
  onChange: (values: { search: string } & Record<F, string>) => void;
  /** The list's saved views menu, at the toolbar's end. */
  views?: ReactNode;
}

// With no choice made the select shows its "All …" option rather than an empty box.
const allOption = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** The admin lists' search box and "All …" selects, one component for every management screen. */
export function FilterBar<F extends string>({ searchPlaceholder, searchLabel, values, selects, onChange, views }: FilterBarProps<F>) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          placeholder={searchPlaceholder}
          fullWidth
          // A floor for the search box: with a basis of 0 it would give all its room to the selects
          // and shrink to about 14 px on desktops.
          sx={{ flex: { md: '2 1 240px' }, minWidth: { md: 240 } }}
          value={values.search}
          onChange={(e) => onChange({ ...values, search: e.target.value })}
          slotProps={{
            htmlInput: { 'aria-label': searchLabel, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {selects.map((select) => (
          <TextField
            key={select.field}
            select
            size="small"
            label={select.label}
            value={values[select.field]}
            onChange={(e) => onChange({ ...values, [select.field]: e.target.value })}
            slotProps={allOption}
            // Basis 0: the selects share what the search box leaves instead of each asking for the
            // whole row (TextFields are fullWidth in this theme), which would squeeze the search box
            // to the selects' width and cut its placeholder ("Search by actor name...").
            sx={{ flex: { md: '1 1 0' }, minWidth: { md: select.minWidth ?? 170 } }}
          >
            <MenuItem value="">{select.allLabel}</MenuItem>
            {select.options.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {views}
      </Stack>
    </Paper>
  );
}
