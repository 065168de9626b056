import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { JOB_LEVELS, JOB_LEVEL_LABELS, JOB_STATUSES, JOB_STATUS_LABELS, JOB_TYPES, JOB_TYPE_LABELS } from '../../public/career/job-format';

export interface JobFilterValues {
  search: string;
  /** '' means all. */
  type: string;
  level: string;
  status: string;
}

export interface JobFiltersProps {
  value: JobFilterValues;
  onChange: (value: JobFilterValues) => void;
}

// With no choice made the select shows its "All …" option rather than an empty box.
const allOption = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Search plus type, level and status filters, applied on the server. */
export function JobFilters({ value, onChange }: JobFiltersProps) {
  const selects = [
    { field: 'type', label: 'Type', all: 'All Types', options: JOB_TYPES.map((t) => [t, JOB_TYPE_LABELS[t]]) },
    { field: 'level', label: 'Level', all: 'All Levels', options: JOB_LEVELS.map((l) => [l, JOB_LEVEL_LABELS[l]]) },
    { field: 'status', label: 'Status', all: 'All Status', options: JOB_STATUSES.map((s) => [s, JOB_STATUS_LABELS[s]]) },
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          placeholder="Search jobs..."
          sx={{ flex: { md: 2 } }}
          fullWidth
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
          slotProps={{
            htmlInput: { 'aria-label': 'Search jobs', type: 'search' },
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
            value={value[select.field]}
            onChange={(e) => onChange({ ...value, [select.field]: e.target.value })}
            slotProps={allOption}
            sx={{ minWidth: { md: 170 } }}
          >
            <MenuItem value="">{select.all}</MenuItem>
            {select.options.map(([key, label]) => (
              <MenuItem key={key} value={key}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
    </Paper>
  );
}
