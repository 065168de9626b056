/** REST twins of `backups` and `backUpNow`: the same service functions, the same Backup shape. */
import { presentAll } from '../../core/presenter.js';
import { answersOne } from '../../rest/answers.js';
import type { RouteDef } from '../../rest/route.js';
import { backupPresenter } from './backup.presenter.js';
import { backUpNow, listBackups } from './backups.service.js';

export const backupRestRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/backups',
    summary: 'The backups kept and recent attempts, newest first (at most 50, one page)',
    access: 'admin',
    onlyRoles: ['admin'],
    accessNote: 'Administrators only.',
    answer: { kind: 'page', type: 'Backup' },
    handler: async (ctx) => {
      const items = await presentAll(backupPresenter, await listBackups(ctx.actor), ctx);
      return { items, total: items.length, page: 1, pageSize: items.length };
    },
  },
  {
    method: 'post',
    path: '/backups',
    summary: 'Back up now: every collection and the uploaded files into DATA_DIR/backups; answers the backup (status failed, with its error, when it could not be written)',
    access: 'admin',
    onlyRoles: ['admin'],
    accessNote: 'Administrators only.',
    status: 201,
    errors: [409],
    ...answersOne(backupPresenter, (ctx) => backUpNow(ctx.deps, ctx.actor)),
  },
];
