/** REST twins of the notification operations: /api/me/notifications (the signed-in user's own). */
import { z } from 'zod';
import { present } from '../../core/presenter.js';
import { ValidationError } from '../../core/errors.js';
import { pageArgsOf, queryBoolean } from '../../rest/list-query.js';
import { presentPage } from '../../rest/present-page.js';
import type { RouteDef } from '../../rest/route.js';
import { notificationPresenter } from './notification.presenter.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notification.service.js';

/** A notification can only become read; this is the one change a PATCH may ask for. */
const MarkReadInput = z.object({ isRead: z.literal(true, { error: 'isRead can only be set to true' }) });

export const notificationRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/me/notifications',
    summary: "The signed-in user's notifications, newest first (?unreadOnly=true: only unread ones)",
    access: 'signed-in',
    list: { filters: { unreadOnly: queryBoolean }, sort: [] },
    answer: { kind: 'page', type: 'Notification' },
    handler: async (ctx) => presentPage(notificationPresenter, await listNotifications(ctx.actor, ctx.list.filter['unreadOnly'] === true, pageArgsOf(ctx.list)), ctx),
  },
  {
    method: 'patch',
    path: '/me/notifications/{id}',
    summary: 'Mark one of your notifications read',
    access: 'owner',
    body: MarkReadInput,
    bodyExample: { isRead: true },
    answer: { kind: 'one', type: 'Notification' },
    errors: [404],
    handler: async (ctx) => {
      const parsed = MarkReadInput.safeParse(ctx.body);
      if (!parsed.success) throw new ValidationError({ isRead: 'isRead can only be set to true' });
      return present(notificationPresenter, await markNotificationRead(ctx.actor, ctx.id), ctx);
    },
  },
  {
    method: 'post',
    path: '/me/notifications/read-all',
    summary: 'Mark every notification of yours read; answers how many changed',
    access: 'signed-in',
    answer: { kind: 'shape', name: 'MarkAllReadResult', schema: z.object({ updated: z.number().int() }) },
    handler: async (ctx) => ({ updated: await markAllNotificationsRead(ctx.actor) }),
  },
];
