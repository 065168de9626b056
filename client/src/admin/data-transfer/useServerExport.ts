import { useLingui } from '@lingui/react/macro';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import type { ExportFilterInput } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import type { ExportSettings } from './export-settings';
import { ExportDataMutation } from './operations';

export type ExportProgress = { receivedBytes: number; rows: number | null };

/**
 * Runs an export on the server: asks for a single-use link, downloads it with progress, and hands
 * the file to the browser. `cancel` aborts the download. Errors read 'Export failed: {reason}'.
 */
export function useServerExport() {
  const client = useApolloClient();
  const { t, i18n } = useLingui();
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (type: string, settings: ExportSettings, filters: ExportFilterInput): Promise<boolean> => {
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ receivedBytes: 0, rows: null });
    try {
      const { format, ...options } = settings;
      const { data } = await client.mutate({ mutation: ExportDataMutation, variables: { type, format, options, filters } });
      if (!data) throw new Error(t`The server sent no download link`);
      const res = await fetch(data.exportData.url, { signal: controller.signal });
      if (!res.ok || !res.body) throw new Error(((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `HTTP ${res.status}`);
      const rows = Number(res.headers.get('X-Export-Count'));
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let receivedBytes = 0;
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        receivedBytes += value.length;
        setProgress({ receivedBytes, rows: Number.isFinite(rows) ? rows : null });
      }
      const url = URL.createObjectURL(new Blob(chunks, { type: res.headers.get('Content-Type') ?? 'application/octet-stream' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = data.exportData.filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return true;
    } catch (err) {
      if (controller.signal.aborted) return false;
      const reason = errorReason(err, i18n) || t`Unknown error`;
      setError(t`Export failed: ${reason}`);
      return false;
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const cancel = () => abort.current?.abort();
  return { run, cancel, progress, error, clearError: () => setError(null) };
}
