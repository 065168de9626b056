import Button from '@mui/material/Button';
import HistoryIcon from '@mui/icons-material/History';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { RecordHistoryDialog } from './RecordHistoryDialog';
import type { RecordHistoryDialogProps } from './RecordHistoryDialog';

export type HistoryButtonProps = Pick<RecordHistoryDialogProps, 'entityType' | 'entityId' | 'name' | 'onRestored'>;

/** The History button of a course, job, service or user dialog; it opens the record's history. */
export function HistoryButton(props: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} sx={{ mr: 'auto' }}>
        <Trans>History</Trans>
      </Button>
      {open && <RecordHistoryDialog {...props} open onClose={() => setOpen(false)} />}
    </>
  );
}
