/** The worker thread's side of thread.ts: starts the store, reports its address, stops on request. */
import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedStore } from './index.js';
import type { Logger } from './server.js';
import type { ThreadMessage, ThreadOptions } from './thread.js';

const port = parentPort;
if (!port) throw new Error('thread-entry runs only as a worker thread');
const say = (message: ThreadMessage): void => port.postMessage(message);
const logger: Logger = {
  info: (msg, meta) => say({ type: 'log', level: 'info', msg, ...(meta ? { meta } : {}) }),
  warn: (msg, meta) => say({ type: 'log', level: 'warn', msg, ...(meta ? { meta } : {}) }),
  error: (msg, meta) => say({ type: 'log', level: 'error', msg, ...(meta ? { meta } : {}) }),
};

try {
  const store = await startEmbeddedStore({ ...(workerData as ThreadOptions), logger });
  port.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    void store.stop().then(
      () => say({ type: 'stopped' }),
      (err: unknown) => {
        logger.error('error while stopping', { error: err instanceof Error ? err.message : String(err) });
        say({ type: 'stopped' });
      },
    );
  });
  say({ type: 'started', uri: store.uri, port: store.port, socketUri: store.socketUri });
} catch (err) {
  say({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
}
