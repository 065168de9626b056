import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListPagination } from '../../components/ListPagination';
import { ListStatus } from '../../components/ListStatus';
import { ListRowsSkeleton } from '../../components/LoadingSkeletons';
import { useFormat } from '../../components/format/useFormat';
import { siteTimeZoneNow } from '../../app/site/site-info';
import { listStatusOf } from '../../components/list-status';
import { useNotice } from '../../components/notice/useNotice';
import { actorRoleLabel, fieldLabel } from './activity-labels';
import { RestoreRevisionMutation, RevisionsQuery } from './operations';
import { VersionCompare } from './VersionCompare';

/** The records whose versions are kept and can be restored from their History. */
const VERSIONED = ['job', 'service', 'course', 'faq', 'office'] as const;
export type VersionedType = (typeof VERSIONED)[number];
export const isVersioned = (entityType: string): entityType is VersionedType => (VERSIONED as readonly string[]).includes(entityType);

export interface VersionsPanelProps {
  entityType: VersionedType;
  entityId: string;
  /** After a version was restored (the item's dialog closes: its form shows the old values). */
  onRestored?: () => void;
}

const PAGE_SIZE = 10;

/** A record's versions, newest first: who and when, what changed, a side-by-side view and Restore. */
export function VersionsPanel({ entityType, entityId, onRestored }: VersionsPanelProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const notice = useNotice();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<{ id: string; when: string } | null>(null);
  const query = useQuery(RevisionsQuery, { variables: { entityType, entityId, page: { page, pageSize: PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
  const [restore, restoreState] = useMutation(RestoreRevisionMutation, { refetchQueries: 'active', awaitRefetchQueries: true });
  const list = query.data?.revisions;
  const current = list?.current ?? null;
  const sameAsCurrent = (fields: readonly { field: string; value: string }[]) =>
    current !== null && fields.length === current.length && fields.every((f, i) => current[i]?.field === f.field && current.at(i)?.value === f.value);

  const KIND_LABELS: Record<string, string> = {
    baseline: t`Before the first recorded change`,
    update: t`Edited`,
    restore: t`Restored`,
    delete: t`Deleted`,
    bulk: t`Before a bulk action`,
    create: t`Created`,
  };

  const restoringWhen = restoring?.when ?? '';

  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      await restore({ variables: { id: restoring.id } });
      notice.success(t`Version restored. The change is in the history.`);
      setRestoring(null);
      onRestored?.();
    } catch (err) {
      setRestoring(null);
      const reason = err instanceof Error ? err.message : String(err);
      notice.error(t`Could not restore this version: ${reason}`);
    }
  };

  return (
    <>
      <ListStatus
        {...listStatusOf(query, list?.items)}
        loading={<ListRowsSkeleton label={t`Loading versions`} count={3} height={56} />}
        emptyMessage={t`No versions kept yet`}
        emptyHint={t`Each saved change from now on keeps a version you can restore.`}
      >
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {list?.items.map((version) => {
            const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }, siteTimeZoneNow()).format(new Date(version.at));
            const isCurrent = sameAsCurrent(version.fields);
            const changed = version.changedFields.map((field) => fieldLabel(i18n, field)).join(', ');
            return (
              <Box component="li" key={version.id} sx={{ py: 1.5, listStyle: 'none', borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{KIND_LABELS[version.kind] ?? version.kind}</Typography>
                  {isCurrent && <Chip size="small" color="success" variant="outlined" label={t`Current version`} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={version.at} title={when}>
                    {format.relativeTime(version.at)}
                  </time>
                  {' · '}
                  {version.actorName} ({actorRoleLabel(i18n, version.actorRole)})
                </Typography>
                {version.changedFields.length > 0 && version.kind !== 'baseline' && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    <Trans>Changed: {changed}</Trans>
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button size="small" onClick={() => setOpen(open === version.id ? null : version.id)} aria-expanded={open === version.id}>
                    {open === version.id ? <Trans>Hide comparison</Trans> : <Trans>Compare with current</Trans>}
                  </Button>
                  {!isCurrent && (
                    <Button size="small" variant="outlined" onClick={() => setRestoring({ id: version.id, when })}>
                      <Trans>Restore this version</Trans>
                    </Button>
                  )}
                </Stack>
                {open === version.id && <VersionCompare version={version.fields} current={current} />}
              </Box>
            );
          })}
        </Box>
        {list && <ListPagination total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />}
      </ListStatus>
      <ConfirmDialog
        open={restoring !== null}
        title={t`Restore this version?`}
        message={t`The item gets the values it had on ${restoringWhen}. This is saved as a new version, so you can go back again.`}
        confirmLabel={t`Restore`}
        cancelLabel={t`Cancel`}
        busy={restoreState.loading}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setRestoring(null)}
      />
    </>
  );
}
