import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { notificationFeed } from './notification.feed.js';
import { notificationPresenter } from './notification.presenter.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notification.service.js';

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_root, { unreadOnly, page }, { actor }) => listNotifications(actor, unreadOnly, page),
  },
  Mutation: {
    markNotificationRead: (_root, { id }, { actor }) => markNotificationRead(actor, id),
    markAllNotificationsRead: (_root, _args, { actor }) => markAllNotificationsRead(actor),
  },
  Subscription: {
    notificationFeed: { subscribe: (_root, _args, { actor }) => notificationFeed(actor) },
  },
  Notification: graphqlFields(notificationPresenter),
};
