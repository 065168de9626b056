import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { FILTER_ROLES, FILTER_STATUSES, parseRoleFilter, parseStatusFilter } from './user-filters';
import type { RoleFilter, StatusFilter } from './user-filters';

export interface UserFiltersProps {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: RoleFilter) => void;
  onStatusChange: (status: StatusFilter) => void;
}

// "All …" sits on the empty value; the label stays up so it never overlaps the shown option.
const selectSlotProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export function UserFilters({ search, role, status, onSearchChange, onRoleChange, onStatusChange }: UserFiltersProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          placeholder="Search users..."
          fullWidth
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search users', type: 'search' },
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
          label="Role"
          value={role}
          onChange={(e) => onRoleChange(parseRoleFilter(e.target.value))}
          sx={{ minWidth: { md: 170 } }}
          slotProps={selectSlotProps}
        >
          <MenuItem value="">All Roles</MenuItem>
          {FILTER_ROLES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => onStatusChange(parseStatusFilter(e.target.value))}
          sx={{ minWidth: { md: 190 } }}
          slotProps={selectSlotProps}
        >
          <MenuItem value="">All Status</MenuItem>
          {FILTER_STATUSES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
