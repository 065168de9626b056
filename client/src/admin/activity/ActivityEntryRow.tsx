import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityEntryRow_EntryFragment } from '../../__generated__/graphql';
import { formatRelativeTime } from '../../components/format/relative-time';
import { ACTION_LABELS, ENTITY_TYPE_LABELS, STATUS_COLORS, fieldLabel } from './activity-labels';

export interface ActivityEntryRowProps {
  entry: ActivityEntryRow_EntryFragment;
  /** Hides the link to the record (inside that record's own History). */
  hideLink?: boolean;
}

const EMPTY = '(empty)';

/** One entry: what happened, who did it and when, its status, and for updates each field's change. */
export function ActivityEntryRow({ entry, hideLink = false }: ActivityEntryRowProps) {
  const when = new Date(entry.at);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
          {!hideLink && entry.link ? (
            <Link component={RouterLink} to={entry.link} underline="hover" color="inherit">
              {entry.summary}
            </Link>
          ) : (
            entry.summary
          )}
        </Typography>
        <Chip size="small" variant="outlined" color={STATUS_COLORS[entry.status]} label={entry.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        <time dateTime={entry.at} title={when.toLocaleString()}>
          {formatRelativeTime(entry.at)}
        </time>
        {' · '}
        {entry.actorName} ({entry.actorRole}) · {ACTION_LABELS[entry.action] ?? entry.action} · {ENTITY_TYPE_LABELS[entry.entityType] ?? entry.entityType}
        {entry.sample ? ' · sample data' : ''}
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
          {entry.changes.map((change) => (
            <Box key={change.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {fieldLabel(change.field)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Box component="del" sx={{ color: 'text.secondary' }}>
                  {change.before ?? EMPTY}
                </Box>
                {' → '}
                <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 500 }}>
                  {change.after ?? EMPTY}
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
