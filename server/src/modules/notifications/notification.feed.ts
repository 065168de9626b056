/**
 * The live notification feed behind the `notificationFeed` subscription: the signed-in user's own
 * new notifications and unread count. The caller is checked once here, like every query; then each
 * event is accepted only when it names this user, and the notification is read again with the
 * user in the filter, so no event can carry someone else's notification.
 */
import { Types } from 'mongoose';
import { requireUser, type Actor } from '../../core/actor.js';
import { subscribeToEvents, type EventStream, type LiveEvent } from '../events/index.js';
import { getSettings } from '../settings/index.js';
import { NotificationModel, type NotificationDoc } from './notification.model.js';

export type NotificationFeedItem = { notification: NotificationDoc | null; unread: number; live: boolean };

/** graphql-js reads a subscription's payload under the field's name. */
export type NotificationFeedPayload = { notificationFeed: NotificationFeedItem };

export function notificationFeed(actor: Actor | null): AsyncIterableIterator<NotificationFeedPayload> {
  const me = requireUser(actor);
  const events = subscribeToEvents((event) => 'userId' in event && event.userId === me.id);
  return feedOf(me.id, events);
}

async function current(userId: string, event: LiveEvent | null): Promise<NotificationFeedPayload> {
  const user = new Types.ObjectId(userId);
  // Push Notifications (System Settings › Notifications) turns live notifications on; while it is
  // off the feed still answers the count, with live: false, so clients fall back to polling.
  const live = (await getSettings()).notifications.pushNotifications;
  const [notification, unread] = await Promise.all([
    live && event?.topic === 'notification.created' ? NotificationModel.findOne({ _id: event.notificationId, user }).lean() : null,
    NotificationModel.countDocuments({ user, isRead: false }),
  ]);
  return { notificationFeed: { notification, unread, live } };
}

/**
 * The first message is the current state (so a tab that reconnects is right at once), then one per
 * event. A hand-written iterator rather than an async generator: `return()` on a generator waits
 * for the pending event, which would keep a closed tab's listener until the next notification.
 */
function feedOf(userId: string, events: EventStream): AsyncIterableIterator<NotificationFeedPayload> {
  let started = false;
  const feed: AsyncIterableIterator<NotificationFeedPayload> = {
    async next() {
      if (!started) {
        started = true;
        return { value: await current(userId, null), done: false };
      }
      const event = await events.next();
      if (event.done) return { value: undefined, done: true };
      return { value: await current(userId, event.value), done: false };
    },
    async return() {
      await events.return();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return feed;
    },
  };
  return feed;
}
