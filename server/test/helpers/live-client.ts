/**
 * A GraphQL subscription client for integration tests: graphql-ws over a real WebSocket to the test
 * server, as the browser's Apollo link connects. Each subscription keeps every message it receives.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export type LiveMessage<T = any> =
  | { kind: 'next'; data?: T; errors?: { message: string; extensions?: { code?: string } }[] }
  | { kind: 'error'; errors?: { message: string; extensions?: { code?: string } }[]; closeCode?: number }
  | { kind: 'complete' };

export type LiveFeed<T = any> = {
  messages: LiveMessage<T>[];
  /** Waits until `count` messages have arrived (5 s at most), then answers them all. */
  received: (count: number) => Promise<LiveMessage<T>[]>;
  stop: () => void;
};

export type LiveClient = { subscribe: <T = any>(query: string) => LiveFeed<T>; close: () => Promise<void> };

export function liveClient(httpUrl: string, token: string | null): LiveClient {
  const client: Client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  return {
    subscribe<T>(query: string): LiveFeed<T> {
      const messages: LiveMessage<T>[] = [];
      const waiters = new Set<() => void>();
      const push = (message: LiveMessage<T>) => {
        messages.push(message);
        for (const wake of waiters) wake();
      };
      const stop = client.subscribe<T>(
        { query },
        {
          next: (result) => push({ kind: 'next', ...(result.data ? { data: result.data } : {}), ...(result.errors ? { errors: result.errors as never } : {}) }),
          error: (err: unknown) => {
            if (Array.isArray(err)) push({ kind: 'error', errors: err as never });
            else push({ kind: 'error', closeCode: (err as { code?: number }).code ?? 0 });
          },
          complete: () => push({ kind: 'complete' }),
        },
      );
      return {
        messages,
        stop,
        received: (count) =>
          new Promise((resolve, reject) => {
            const check = () => {
              if (messages.length < count) return;
              clearTimeout(timer);
              waiters.delete(check);
              resolve(messages.slice());
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              reject(new Error(`Expected ${count} live messages, got ${messages.length}: ${JSON.stringify(messages)}`));
            }, 5_000);
            waiters.add(check);
            check();
          }),
      };
    },
    close: () => client.dispose() as Promise<void>,
  };
}
