import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Plural, Trans } from '@lingui/react/macro';
import type { BulkOutcome_ResultFragment } from '../../../__generated__/graphql';

/** How long the notice (and its Undo) stays: after it, undo from the activity log. */
export const UNDO_WINDOW_MS = 10_000;
/** The refusals listed by name; the rest are counted. */
const LISTED = 5;

export interface BulkOutcomeNoticeProps {
  /** The last bulk action's result; null hides the notice. */
  outcome: BulkOutcome_ResultFragment | null;
  onUndo: (batchId: string) => void;
  onClose: () => void;
  busy?: boolean;
}

/**
 * What a bulk action did: how many items changed, which were left as they were and why, and an
 * Undo for ten seconds.
 */
export function BulkOutcomeNotice({ outcome, onUndo, onClose, busy = false }: BulkOutcomeNoticeProps) {
  const done = outcome?.succeeded.length ?? 0;
  const refused = outcome?.refused ?? [];
  const batchId = outcome?.batchId;
  return (
    <Snackbar
      open={outcome !== null}
      autoHideDuration={UNDO_WINDOW_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity={refused.length ? 'warning' : 'success'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', maxWidth: 480 }}
        action={
          batchId ? (
            <Button color="inherit" size="small" disabled={busy} onClick={() => onUndo(batchId)} sx={{ fontWeight: 700 }}>
              <Trans>Undo</Trans>
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>
          <Plural value={done} _0="Nothing was changed." one="# item changed." other="# items changed." />
        </AlertTitle>
        {refused.length > 0 && (
          <>
            <Plural value={refused.length} one="# item was left as it was:" other="# items were left as they were:" />
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {refused.slice(0, LISTED).map((r) => (
                <li key={r.id}>
                  {r.name ?? r.id}: {r.reason}
                </li>
              ))}
            </Box>
            {refused.length > LISTED && <Plural value={refused.length - LISTED} one="and # more" other="and # more" />}
          </>
        )}
      </Alert>
    </Snackbar>
  );
}
