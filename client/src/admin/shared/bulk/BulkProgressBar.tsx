import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { BulkProgressQuery as BulkProgressResult } from '../../../__generated__/graphql';
import { BulkProgressQuery } from './operations';

/** A quick action (a page of items) ends before this and shows no bar. */
const SHOW_AFTER_MS = 400;
const POLL_MS = 400;

type Progress = NonNullable<BulkProgressResult['bulkProgress']>;

/**
 * How far the running bulk action sent under `progressKey` has got: the server's count of the
 * items checked, changed and recorded, asked again every 400 ms while it runs. Nothing is shown
 * when no action runs, or for one that ends within 400 ms.
 */
export function BulkProgressBar({ progressKey }: { progressKey: string | null }) {
  // A new action starts with nothing read yet.
  return progressKey ? <RunningBulkProgress key={progressKey} progressKey={progressKey} /> : null;
}

function RunningBulkProgress({ progressKey }: { progressKey: string }) {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const run = { stopped: false };
    const stopped = () => run.stopped;
    const show = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    const poll = async () => {
      while (!stopped()) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (stopped()) break;
        try {
          const { data } = await client.query({ query: BulkProgressQuery, variables: { key: progressKey }, fetchPolicy: 'network-only' });
          if (!stopped() && data?.bulkProgress) setProgress(data.bulkProgress);
        } catch {
          // A missed reading is shown by the next one; the action's own answer says how it ended.
        }
      }
    };
    void poll();
    return () => {
      run.stopped = true;
      clearTimeout(show);
    };
  }, [client, progressKey]);

  if (!shown) return null;
  const count = progress?.total ?? 0;
  const total = i18n.number(count);
  const done = i18n.number(progress?.done ?? 0);
  const label = !progress ? (
    <Trans>Starting the bulk action…</Trans>
  ) : progress.phase === 'checking' ? (
    <Plural value={count} one="Checking # item…" other="Checking # items…" />
  ) : progress.phase === 'applying' ? (
    <Trans>
      Changing items: {done} of {total}…
    </Trans>
  ) : progress.phase === 'recording' ? (
    <Trans>
      Recording the history: {done} of {total}…
    </Trans>
  ) : (
    <Trans>Finishing…</Trans>
  );
  return (
    <Box sx={{ mb: 2 }} role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress variant={progress ? 'determinate' : 'indeterminate'} value={progress?.percent ?? 0} aria-label={t`Bulk action progress`} />
    </Box>
  );
}
