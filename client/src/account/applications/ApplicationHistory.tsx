import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationHistory_ApplicationFragment } from '../../__generated__/graphql';
import { formatDate } from '../../public/career/job-format';
import { ApplicationStatusChip } from './ApplicationStatusChip';

export interface ApplicationHistoryProps {
  history: ApplicationHistory_ApplicationFragment['history'];
  /** Admins see who made each change; candidates see the hiring team's notes. */
  showAuthor?: boolean;
}

/** The changes of an application, newest first, with the notes the hiring team wrote. */
export function ApplicationHistory({ history, showAuthor = false }: ApplicationHistoryProps) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Application history">
      {[...history].reverse().map((entry, i) => (
        <Box component="li" key={`${entry.at}-${i}`} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <ApplicationStatusChip status={entry.status} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {formatDate(entry.at)}
              {showAuthor && ` · by ${entry.byName}`}
            </Typography>
            {entry.note && (
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                {entry.note}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
