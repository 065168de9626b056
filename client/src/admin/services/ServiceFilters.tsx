import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from './service-form';

export interface ServiceFilterValues {
  search: string;
  /** '' means every category. */
  category: string;
  /** '' means every status. */
  status: string;
}

export interface ServiceFiltersProps {
  value: ServiceFilterValues;
  onChange: (value: ServiceFilterValues) => void;
}

// With no choice made the select shows its "All …" option rather than an empty box.
const allOption = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export function ServiceFilters({ value, onChange }: ServiceFiltersProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          placeholder="Search services..."
          fullWidth
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
          slotProps={{
            htmlInput: { 'aria-label': 'Search services', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label="Category"
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value })}
          slotProps={allOption}
          sx={{ minWidth: { md: 200 } }}
        >
          <MenuItem value="">All Categories</MenuItem>
          {SERVICE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value })}
          slotProps={allOption}
          sx={{ minWidth: { md: 170 }, '& .MuiSelect-select': { textTransform: 'capitalize' } }}
        >
          <MenuItem value="">All Status</MenuItem>
          {SERVICE_STATUSES.map((status) => (
            <MenuItem key={status} value={status} sx={{ textTransform: 'capitalize' }}>
              {status}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
