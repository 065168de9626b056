import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { COURSE_CATEGORIES, COURSE_LEVELS, levelLabel } from '../../public/courses/course-format';
import { COURSE_STATUS_LABELS } from './course-status';

export interface CourseFilterValues {
  search: string;
  /** '' means every category (and every level, every status below). */
  category: string;
  level: string;
  status: string;
}

export interface CourseFiltersProps {
  value: CourseFilterValues;
  onChange: (value: CourseFilterValues) => void;
}

// With no choice made the select shows its "All …" option rather than an empty box.
const allOption = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export function CourseFilters({ value, onChange }: CourseFiltersProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          placeholder="Search courses..."
          fullWidth
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
          slotProps={{
            htmlInput: { 'aria-label': 'Search courses', type: 'search' },
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
          sx={{ minWidth: { md: 210 } }}
        >
          <MenuItem value="">All Categories</MenuItem>
          {COURSE_CATEGORIES.map((category) => (
            <MenuItem key={category.value} value={category.value}>
              {category.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Level"
          value={value.level}
          onChange={(e) => onChange({ ...value, level: e.target.value })}
          slotProps={allOption}
          sx={{ minWidth: { md: 160 } }}
        >
          <MenuItem value="">All Levels</MenuItem>
          {COURSE_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {levelLabel(level)}
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
          sx={{ minWidth: { md: 160 } }}
        >
          <MenuItem value="">All Status</MenuItem>
          {Object.entries(COURSE_STATUS_LABELS).map(([status, label]) => (
            <MenuItem key={status} value={status}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
