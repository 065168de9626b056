import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNotice } from '../../components/notice/useNotice';
import { AdminInitializeContactDataMutation } from './operations';

/**
 * Spec section 7: the defaults are initialized before the contact data loads. Answers true once
 * that call has finished; a failure is told, and the screen loads what there is anyway.
 */
export function useInitializeContactData(): boolean {
  const { t } = useLingui();
  const notice = useNotice();
  const failed = t`The default contact information could not be prepared. Showing what is saved.`;
  const [initialize] = useMutation(AdminInitializeContactDataMutation);
  const [ready, setReady] = useState(false);
  // Once per visit of the screen, even when React runs the effect twice (development mode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    initialize()
      .catch(() => notice.error(failed))
      .finally(() => setReady(true));
  }, [initialize, notice, failed]);
  return ready;
}
