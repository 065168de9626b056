/**
 * Live events: the one narrow door between what happens (a notification is stored, notifications
 * are read) and who is listening (GraphQL subscriptions). Publishers call `publishEvent`, listeners
 * `subscribeToEvents`; nothing else in the code knows how events travel.
 *
 * Events carry ids only, never documents: a listener looks the rest up with its own permission
 * checks, and the transport that crosses processes has nothing secret or stale to carry. The app
 * (createApp) uses that transport, `change-stream-bus.ts` (through the database, to every app
 * process); `inProcessBus` is how it hands events to this process's listeners, and the bus of code
 * that runs without the app (a CLI, a unit of code under test).
 */

export type LiveEvent =
  /** A notification was stored for this user (after its write committed). */
  | { topic: 'notification.created'; userId: string; notificationId: string }
  /** Some of this user's notifications became read (another tab, another device). */
  | { topic: 'notifications.read'; userId: string }
  /** A backup failed (its record, in `backups`, holds the error): a system alert for staff. */
  | { topic: 'backup.failed'; backupId: string };

/** An async iterator over the accepted events; `return()` ends it at once, even while it waits. */
export type EventStream = AsyncIterableIterator<LiveEvent> & { return: () => Promise<IteratorResult<LiveEvent, undefined>> };

export type EventBus = {
  publish: (event: LiveEvent) => void;
  subscribe: (accept: (event: LiveEvent) => boolean) => EventStream;
};

/**
 * A listener that falls this far behind loses its oldest events rather than the process's memory;
 * every feed event carries the current unread count, so the next one puts a lagging tab right.
 */
const MAX_BUFFERED = 100;

export function inProcessBus(): EventBus {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(accept) {
      const buffered: LiveEvent[] = [];
      let waiting: ((result: IteratorResult<LiveEvent, undefined>) => void) | null = null;
      let ended = false;
      const listener = (event: LiveEvent) => {
        if (ended || !accept(event)) return;
        if (waiting) {
          const resolve = waiting;
          waiting = null;
          resolve({ value: event, done: false });
          return;
        }
        buffered.push(event);
        if (buffered.length > MAX_BUFFERED) buffered.shift();
      };
      listeners.add(listener);
      const done: IteratorResult<LiveEvent, undefined> = { value: undefined, done: true };
      const stream: EventStream = {
        next() {
          const event = buffered.shift();
          if (event) return Promise.resolve({ value: event, done: false });
          if (ended) return Promise.resolve(done);
          return new Promise((resolve) => {
            waiting = resolve;
          });
        },
        return() {
          ended = true;
          listeners.delete(listener);
          buffered.length = 0;
          waiting?.(done);
          waiting = null;
          return Promise.resolve(done);
        },
        [Symbol.asyncIterator]() {
          return stream;
        },
      };
      return stream;
    },
  };
}

let bus: EventBus = inProcessBus();

/** Replaces the transport (a cross-process one, or a fresh bus in a test). */
export function useEventBus(next: EventBus): void {
  bus = next;
}

export function publishEvent(event: LiveEvent): void {
  bus.publish(event);
}

export function subscribeToEvents(accept: (event: LiveEvent) => boolean): EventStream {
  return bus.subscribe(accept);
}
