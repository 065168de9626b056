import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useLingui } from '@lingui/react/macro';
import { siteTimeZoneNow } from '../../app/site/site-info';
import { useFormat } from '../../components/format/useFormat';

export interface ScheduledNoteProps {
  publishAt?: string | null;
  unpublishAt?: string | null;
}

/** On a management card: when the item is scheduled to be published or unpublished, in the site's time zone. */
export function ScheduledNote({ publishAt, unpublishAt }: ScheduledNoteProps) {
  const { t } = useLingui();
  const format = useFormat();
  if (!publishAt && !unpublishAt) return null;
  const when = (iso: string | null | undefined) => (iso ? format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }, siteTimeZoneNow()).format(new Date(iso)) : null);
  const publishes = when(publishAt);
  const unpublishes = when(unpublishAt);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
      {publishes && <Chip size="small" color="info" variant="outlined" icon={<ScheduleIcon />} label={t`Publishes ${publishes}`} />}
      {unpublishes && <Chip size="small" color="warning" variant="outlined" icon={<ScheduleIcon />} label={t`Unpublishes ${unpublishes}`} />}
    </Stack>
  );
}
