import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ListPagination } from '../../components/ListPagination';
import { ListStatus } from '../../components/ListStatus';
import { ActivityEntryRow } from './ActivityEntryRow';
import { RecordHistoryQuery } from './operations';
import { listStatusOf } from '../../components/list-status';
import { ListRowsSkeleton } from '../../components/LoadingSkeletons';

export interface RecordHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  entityType: 'course' | 'job' | 'service' | 'user';
  entityId: string;
  /** The record's name, for the title: "History: Intro to ML". */
  name: string;
}

const PAGE_SIZE = 10;

/** Who changed which field of one record, from what to what, and when: newest first. */
export function RecordHistoryDialog({ open, onClose, entityType, entityId, name }: RecordHistoryDialogProps) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useQuery(RecordHistoryQuery, {
    variables: { entityType, entityId, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const history = query.data?.recordHistory;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        History: {name}
      </DialogTitle>
      <DialogContent dividers>
        <ListStatus
          {...listStatusOf(query, history?.items)}
          loading={<ListRowsSkeleton label="Loading history" count={3} height={56} />}
          emptyMessage="No changes recorded yet"
          emptyHint="Changes made from now on appear here."
        >
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {history?.items.map((entry) => <ActivityEntryRow key={entry.id} entry={entry} hideLink />)}
          </Box>
          {history && <ListPagination total={history.total} pageSize={history.pageSize} page={history.page} onChange={setPage} />}
        </ListStatus>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
