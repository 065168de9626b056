/** REST for older callers: /api/users (admin; a user may read themselves). */
import { crudRoutes } from '../../rest/crud.js';
import { BulkUsersInput, bulkUsers } from './user.bulk.js';
import { queryEnum, queryText } from '../../rest/list-query.js';
import type { RouteDef } from '../../rest/route.js';
import { ROLES, USER_STATUSES } from './user.model.js';
import { userPresenter } from './user.presenter.js';
import { CreateUserInput, ReplaceUserInput, UpdateUserInput, createUser, deleteUser, getUser, listUsers, replaceUser, updateUser } from './user.service.js';
import { bulkRoute } from '../../rest/bulk-route.js';

const userCrudRoutes: RouteDef[] = crudRoutes({
  path: '/users',
  presenter: userPresenter,
  notFound: /*i18n*/ { message: 'User not found' },
  noun: 'user',
  list: {
    access: 'admin',
    filters: { search: queryText, role: queryEnum(ROLES), status: queryEnum(USER_STATUSES) },
    sort: ['name', 'email', 'role', 'status', 'lastLogin', 'createdAt', 'updatedAt'],
    page: listUsers,
  },
  get: { fn: getUser, access: 'owner', accessNote: 'Administrators and editors read anyone; a signed-in user reads only themselves.' },
  create: {
    fn: (actor, input, deps) => createUser(deps, actor, input),
    schema: CreateUserInput,
    example: { name: 'Dana Reyes', email: 'dana@example.com', role: 'user', status: 'active' },
  },
  replace: { fn: replaceUser, schema: ReplaceUserInput, summary: 'Replace a user: name and e-mail required; fields left out keep their value' },
  patch: { fn: updateUser, schema: UpdateUserInput },
  remove: { fn: deleteUser },
});

export const userRoutes: RouteDef[] = [
  ...userCrudRoutes,
  bulkRoute({
    path: '/users/bulk',
    summary: 'Activate or suspend the users given by id or every user matching a filter (at most 10,000), in one transaction; each account is checked on its own and refused ones say why',
    body: BulkUsersInput,
    bodyExample: { action: 'suspend', ids: ['665f1c2ab2f4e0a1b2c3d4e5'] },
    run: bulkUsers,
    accessNote: 'Administrators and editors; an editor cannot change administrators or editors (refused per account).',
    answerName: 'UserBulkResult',
  }),
];
