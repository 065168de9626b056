import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationHistory_ApplicationFragment } from '../../__generated__/graphql';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';
import { ApplicationStatusChip } from './ApplicationStatusChip';

export interface ApplicationHistoryProps {
  history: ApplicationHistory_ApplicationFragment['history'];
  /** Admins see who made each change; candidates see the hiring team's notes. */
  showAuthor?: boolean;
}

/** The changes of an application, newest first, with the notes the hiring team wrote. */
export function ApplicationHistory({ history, showAuthor = false }: ApplicationHistoryProps) {
  const { t } = useLingui();
  const format = useFormat();
  const day = format.dateTime({ month: 'short', day: 'numeric', year: 'numeric' });
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Application history`}>
      {[...history].reverse().map((entry, i) => {
        const author = entry.byName;
        return (
          <Box component="li" key={`${entry.at}-${i}`} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <ApplicationStatusChip status={entry.status} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {day.format(new Date(entry.at))}
                {showAuthor && (
                  <>
                    {' · '}
                    <Trans>by {author}</Trans>
                  </>
                )}
              </Typography>
              {entry.note && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                  {entry.note}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
