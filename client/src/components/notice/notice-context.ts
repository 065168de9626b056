import { createContext } from 'react';

export type NoticeSeverity = 'success' | 'error' | 'info';

export interface Notice {
  message: string;
  severity: NoticeSeverity;
  /** Restarts the snackbar's timer when the same text is shown twice in a row. */
  key: number;
}

export interface NoticeApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

export const NoticeContext = createContext<NoticeApi | null>(null);
