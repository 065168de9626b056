/** REST twins of the notification operations: /api/me/notifications (the signed-in user's own). */
import { z } from 'zod';
import { ValidationError } from '../../core/errors.js';
import { pageArgsOf, queryBoolean } from '../../rest/list-query.js';
import { answersOne, answersPage } from '../../rest/answers.js';
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
    ...answersPage(notificationPresenter, (ctx) => listNotifications(ctx.actor, ctx.list.filter['unreadOnly'] === true, pageArgsOf(ctx.list))),
  },
  {
    method: 'patch',
    path: '/me/notifications/{id}',
    summary: 'Mark one of your notifications read',
    access: 'owner',
    body: MarkReadInput,
    bodyExample: { isRead: true },
    errors: [404],
    ...answersOne(notificationPresenter, async (ctx) => {
      const parsed = MarkReadInput.safeParse(ctx.body);
      if (!parsed.success) throw new ValidationError({ isRead: /*i18n*/ { message: 'isRead can only be set to true' } });
      return markNotificationRead(ctx.actor, ctx.id);
    }),
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
