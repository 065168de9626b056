import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ListPagination } from '../../components/ListPagination';
import { ListStatus } from '../../components/ListStatus';
import { ActivityEntryRow } from './ActivityEntryRow';
import { RecordHistoryQuery } from './operations';
import { listStatusOf } from '../../components/list-status';
import { ListRowsSkeleton } from '../../components/LoadingSkeletons';
import { VersionsPanel, isVersioned } from './VersionsPanel';

export interface RecordHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  entityType: 'course' | 'job' | 'service' | 'faq' | 'office' | 'user';
  entityId: string;
  /** The record's name, for the title: "History: Intro to ML". */
  name: string;
  /** After a version was restored (records whose versions are kept: all but users). */
  onRestored?: () => void;
}

const PAGE_SIZE = 10;

/** Who changed which field of one record, from what to what, and when: newest first. */
export function RecordHistoryDialog({ open, onClose, entityType, entityId, name, onRestored }: RecordHistoryDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState<'changes' | 'versions'>('changes');
  const query = useQuery(
    RecordHistoryQuery,
    tab === 'changes' ? { variables: { entityType, entityId, page: { page, pageSize: PAGE_SIZE } }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const history = query.data?.recordHistory;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        <Trans>History: {name}</Trans>
      </DialogTitle>
      {isVersioned(entityType) && (
        <Tabs value={tab} onChange={(_e, value: 'changes' | 'versions') => setTab(value)} sx={{ px: 3 }}>
          <Tab value="changes" label={t`Changes`} />
          <Tab value="versions" label={t`Versions`} />
        </Tabs>
      )}
      <DialogContent dividers>
        {tab === 'versions' && isVersioned(entityType) ? (
          <VersionsPanel
            entityType={entityType}
            entityId={entityId}
            onRestored={() => {
              onClose();
              onRestored?.();
            }}
          />
        ) : (
          <ListStatus
            {...listStatusOf(query, history?.items)}
            loading={<ListRowsSkeleton label={t`Loading history`} count={3} height={56} />}
            emptyMessage={t`No changes recorded yet`}
            emptyHint={t`Changes made from now on appear here.`}
          >
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {history?.items.map((entry) => <ActivityEntryRow key={entry.id} entry={entry} hideLink />)}
            </Box>
            {history && <ListPagination total={history.total} pageSize={history.pageSize} page={history.page} onChange={setPage} />}
          </ListStatus>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
