import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNotice } from '../../components/notice/useNotice';
import { AdminInitializeContactDataMutation } from './operations';

/**
 * Spec section 7: the defaults are initialized before the contact data loads. Answers true once
 * that call has finished; a failure is told, and the screen loads what there is anyway.
 */
export function useInitializeContactData(): boolean {
  const notice = useNotice();
  const [initialize] = useMutation(AdminInitializeContactDataMutation);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    initialize()
      .catch(() => notice.error('The default contact information could not be prepared. Showing what is saved.'))
      .finally(() => {
        if (active) setReady(true);
      });
    return () => {
      active = false;
    };
  }, [initialize, notice]);
  return ready;
}
