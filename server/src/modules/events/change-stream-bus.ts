/**
 * The event bus across app processes: a published event is one small document in the
 * `live_events` collection, and every process follows that collection with a MongoDB change stream,
 * handing each new event to its own listeners (the GraphQL subscriptions it serves). So an event
 * raised by any process reaches a browser subscribed through any other, in the time a getMore takes
 * to wake up (milliseconds), on a MongoDB replica set and on the embedded store alike.
 *
 * Why a collection of its own rather than watching `notifications`: the events are not all inserts
 * there (notifications read is an update of many; a failed backup is not a notification), and the
 * event document is already the narrow, id-only message listeners expect, so nothing about a
 * notification's content crosses processes. A TTL index empties the collection (a change stream
 * reads the oplog, not the documents, which nobody needs once written). It is written after the
 * publisher's commit, as every side effect is: a process that dies between its commit and this
 * write loses that live push, not the data; the bell shows the right count on its next event or load.
 */
import { MongoServerError, type ChangeStream, type ChangeStreamInsertDocument, type Db, type ResumeToken } from 'mongodb';
import type { Logger } from '../../logger.js';
import { inProcessBus, type EventBus, type LiveEvent } from './event-bus.js';

export const LIVE_EVENTS_COLLECTION = 'live_events';
/** Kept a few minutes: long enough to read in a shell while debugging, short enough to stay tiny. */
const KEEP_SECONDS = 300;
/** How long an idle getMore waits on the server before asking again. */
const AWAIT_MS = 1000;
const RETRY_MS = 1000;
/** mongod without a replica set: "The $changeStream stage is only supported on replica sets". */
const NOT_A_REPLICA_SET = 40573;

type EventDocument = { event: LiveEvent; at: Date };

export type ChangeStreamBus = EventBus & {
  /** Resolves once this process follows the stream (events published from then on reach it). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/** Every topic, as a record so that a topic added to LiveEvent fails the typecheck until listed here. */
const TOPICS: Record<LiveEvent['topic'], true> = { 'notification.created': true, 'notifications.read': true, 'backup.failed': true };

function isLiveEvent(value: unknown): value is LiveEvent {
  const topic = typeof value === 'object' && value !== null ? (value as { topic?: unknown }).topic : undefined;
  return typeof topic === 'string' && Object.prototype.hasOwnProperty.call(TOPICS, topic);
}

export async function startChangeStreamBus(db: Db, log: Logger): Promise<ChangeStreamBus> {
  const events = db.collection<EventDocument>(LIVE_EVENTS_COLLECTION);
  await events.createIndex({ at: 1 }, { expireAfterSeconds: KEEP_SECONDS }, undefined);
  const local = inProcessBus();
  /** `localOnly`: the database serves no change streams, so events reach this process only. */
  const state = { closed: false, localOnly: false };
  // A function, not the flag itself: close() sets it while the loop below awaits.
  const closed = (): boolean => state.closed;
  let stream: ChangeStream<EventDocument, ChangeStreamInsertDocument<EventDocument>> | null = null;
  let resumeAfter: ResumeToken;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const follow = async (): Promise<void> => {
    while (!closed()) {
      const current = events.watch<EventDocument, ChangeStreamInsertDocument<EventDocument>>([{ $match: { operationType: 'insert' } }], {
        maxAwaitTimeMS: AWAIT_MS,
        ...(resumeAfter === undefined ? {} : { resumeAfter }),
      });
      stream = current;
      // The first resume token arrives with the server's answer to the aggregate: following from here.
      current.once('resumeTokenChanged', markReady);
      try {
        while (!closed()) {
          const change = await current.tryNext();
          if (!change) continue;
          resumeAfter = change._id;
          const event = change.fullDocument.event;
          if (isLiveEvent(event)) local.publish(event);
        }
      } catch (err) {
        if (closed()) break;
        if (err instanceof MongoServerError && err.code === NOT_A_REPLICA_SET) {
          log.warn('MongoDB serves no change streams without a replica set: live notifications reach only the process that raised them');
          state.localOnly = true;
          markReady();
          break;
        }
        // History lost (the store restarted) or the stream broke: follow again from now.
        if (err instanceof MongoServerError && err.codeName === 'ChangeStreamHistoryLost') resumeAfter = undefined;
        log.warn({ err }, 'live events: change stream interrupted, following again');
        // Start-up does not wait on a database that refuses the stream; following goes on trying.
        markReady();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      } finally {
        await current.close().catch(() => undefined);
      }
    }
  };
  const following = follow();

  return {
    ready,
    publish(event) {
      if (state.localOnly) {
        local.publish(event);
        return;
      }
      events.insertOne({ event, at: new Date() }).catch((err: unknown) => {
        log.warn({ err, topic: event.topic }, 'live event not published');
      });
    },
    subscribe: (accept) => local.subscribe(accept),
    async close() {
      state.closed = true;
      await stream?.close().catch(() => undefined);
      await following;
    },
  };
}
