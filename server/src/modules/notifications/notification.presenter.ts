/** The one output shape of a notification (GraphQL Notification, REST /api/me/notifications). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { NotificationDoc } from './notification.model.js';

export const notificationPresenter = definePresenter<NotificationDoc, G.Notification>('Notification', {
  id: (n) => n._id.toString(),
  title: (n) => n.title,
  message: (n) => n.message,
  link: (n) => n.link ?? null,
  isRead: (n) => n.isRead,
  createdAt: (n) => n.createdAt,
});
