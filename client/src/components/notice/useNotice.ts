import { use } from 'react';
import { NoticeContext } from './notice-context';
import type { NoticeApi } from './notice-context';

/** The success/failure message helper. Throws outside a NoticeProvider (spec section 8). */
export function useNotice(): NoticeApi {
  const api = use(NoticeContext);
  if (!api) throw new Error('useNotice must be used within a NoticeProvider');
  return api;
}
