import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { ContactMessagePriority, ContactMessageStatus } from '../../../__generated__/graphql';
import {
  MESSAGE_PRIORITIES,
  MESSAGE_STATUSES,
  PRIORITY_LABELS,
  STATUS_LABELS,
  parsePriority,
  parseStatus,
} from './message-labels';

export interface MessageFilterValues {
  search: string;
  /** '' means every status. */
  status: ContactMessageStatus | '';
  /** '' means every priority. */
  priority: ContactMessagePriority | '';
}

// "All …" sits on the empty value; the label stays up so it never overlaps the shown option.
const selectSlotProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export function MessageFilters({
  value,
  onChange,
}: {
  value: MessageFilterValues;
  onChange: (next: MessageFilterValues) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          placeholder="Search messages..."
          fullWidth
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
          slotProps={{
            htmlInput: { 'aria-label': 'Search messages', type: 'search' },
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
          label="Status"
          value={value.status}
          onChange={(e) => onChange({ ...value, status: parseStatus(e.target.value) })}
          sx={{ minWidth: { md: 170 } }}
          slotProps={selectSlotProps}
        >
          <MenuItem value="">All Status</MenuItem>
          {MESSAGE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Priority"
          value={value.priority}
          onChange={(e) => onChange({ ...value, priority: parsePriority(e.target.value) })}
          sx={{ minWidth: { md: 170 } }}
          slotProps={selectSlotProps}
        >
          <MenuItem value="">All Priorities</MenuItem>
          {MESSAGE_PRIORITIES.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {PRIORITY_LABELS[priority]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
