/**
 * The store on a worker thread of its own: the host's event loop never runs a query, so
 * a long scan or sort for one client cannot hold up another client's request in the host (the web
 * server). Same options and the same wire protocol as `startEmbeddedStore`; the host reaches it
 * over its socket exactly as it would reach mongod. The thread ends with its process, like any
 * worker; `stop()` flushes the journal first.
 */
import { Worker } from 'node:worker_threads';
import type { EmbeddedStore, EmbeddedStoreOptions } from './index.js';
import type { Logger } from './server.js';

/** What the thread says to its host (thread-entry.ts writes these). */
export type ThreadMessage =
  | { type: 'started'; uri: string; port: number; socketUri: string | undefined }
  | { type: 'failed'; message: string }
  | { type: 'stopped' }
  | { type: 'log'; level: keyof Logger; msg: string; meta?: Record<string, unknown> };

/** The options a thread can be given: everything but the logger, which stays in the host. */
export type ThreadOptions = Omit<EmbeddedStoreOptions, 'logger'>;

/** The thread's heap limits (Node's worker `resourceLimits`): a store past them ends its thread. */
export type ThreadLimits = { maxOldGenerationSizeMb?: number; maxYoungGenerationSizeMb?: number };

const quiet: Logger = { info: () => undefined, warn: console.warn, error: console.error };

/**
 * From the compiled package the thread runs `thread-entry.js`. From source (tests, `tsx`) it runs
 * `thread-entry.ts` after registering tsx in the thread, whatever the host's own loader flags.
 */
function workerFor(options: ThreadOptions, resourceLimits: ThreadLimits | undefined): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './thread-entry.ts' : './thread-entry.js', import.meta.url);
  if (!fromSource) return new Worker(entry, { workerData: options, ...(resourceLimits ? { resourceLimits } : {}) });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, workerData: options, ...(resourceLimits ? { resourceLimits } : {}) });
}

/**
 * `onLost` is told when the thread ends after it started but without being asked to stop (an
 * error it did not survive): the host decides what a store that is gone means for it.
 */
export function startEmbeddedStoreThread(
  options: ThreadOptions & { logger?: Logger; onLost?: (err: Error) => void; resourceLimits?: ThreadLimits } = {},
): Promise<EmbeddedStore> {
  const { logger = quiet, onLost, resourceLimits, ...threadOptions } = options;
  const worker = workerFor(threadOptions, resourceLimits);
  let started = false;
  let stopped: Promise<void> | undefined;
  let onStopped: (() => void) | undefined;
  let told = false;
  // 'error' and then 'exit' both come when the thread dies: the host hears of it once.
  const lost = (err: Error): void => {
    if (!started || stopped !== undefined || told) return;
    told = true;
    onLost?.(err);
  };
  return new Promise<EmbeddedStore>((resolve, reject) => {
    worker.on('message', (message: ThreadMessage) => {
      switch (message.type) {
        case 'log':
          logger[message.level](message.msg, message.meta);
          break;
        case 'started':
          started = true;
          resolve({
            uri: message.uri,
            port: message.port,
            socketUri: message.socketUri,
            stop: () => {
              stopped ??= new Promise<void>((done) => {
                onStopped = done;
                worker.postMessage({ type: 'stop' });
              }).then(() => worker.terminate().then(() => undefined));
              return stopped;
            },
          });
          break;
        case 'failed':
          reject(new Error(message.message));
          void worker.terminate();
          break;
        case 'stopped':
          onStopped?.();
          break;
      }
    });
    worker.on('error', (err) => {
      logger.error('embedded store thread failed', { error: err.message });
      reject(err);
      lost(err);
      onStopped?.();
    });
    worker.on('exit', (code) => {
      const err = new Error(`embedded store thread exited with code ${code}`);
      if (code !== 0) reject(err);
      lost(err);
      onStopped?.();
    });
  });
}
