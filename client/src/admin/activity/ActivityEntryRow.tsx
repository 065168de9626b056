import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityEntryRow_EntryFragment } from '../../__generated__/graphql';
import { useFormat } from '../../components/format/useFormat';
import { siteTimeZoneNow } from '../../app/site/site-info';
import { ACTION_LABELS, ENTITY_TYPE_LABELS, STATUS_COLORS, STATUS_LABELS, actorRoleLabel, fieldLabel } from './activity-labels';

export interface ActivityEntryRowProps {
  entry: ActivityEntryRow_EntryFragment;
  /** Hides the link to the record (inside that record's own History). */
  hideLink?: boolean;
}

/** One entry: what happened, who did it and when, its status, and for updates each field's change. */
export function ActivityEntryRow({ entry, hideLink = false }: ActivityEntryRowProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }, siteTimeZoneNow()).format(new Date(entry.at));
  const empty = t`(empty)`;
  const action = ACTION_LABELS[entry.action];
  const entityType = ENTITY_TYPE_LABELS[entry.entityType];
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
        <Chip size="small" variant="outlined" color={STATUS_COLORS[entry.status]} label={i18n._(STATUS_LABELS[entry.status])} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        <time dateTime={entry.at} title={when}>
          {format.relativeTime(entry.at)}
        </time>
        {' · '}
        {entry.actorName} ({actorRoleLabel(i18n, entry.actorRole)}) · {action ? i18n._(action) : entry.action} · {entityType ? i18n._(entityType) : entry.entityType}
        {entry.sample && (
          <>
            {' · '}
            <Trans>sample data</Trans>
          </>
        )}
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
          {entry.changes.map((change) => (
            <Box key={change.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {fieldLabel(i18n, change.field)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Box component="del" sx={{ color: 'text.secondary' }}>
                  {change.before ?? empty}
                </Box>
                {' → '}
                <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 500 }}>
                  {change.after ?? empty}
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
