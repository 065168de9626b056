/** The users as an import type: each new user's invitation written with the import; staff roles only with an admin's confirmation. */
import { importTarget } from '../../core/import-target.js';
import { applyRollupChange } from '../insights/rollup-change.js';
import { STAFF_ROLES, UserModel, type Role, type UserDoc } from './user.model.js';
import { sendQueuedMail, type QueuedMail } from '../mail/index.js';
import { CreateUserInput, queueInvitation } from './user.service.js';

export const STAFF_ROLE_MESSAGE = 'Only an administrator who confirms it can import administrators and editors';

/** Fields an import may change on an existing user: never role or status (those go through User Management's checks). */
const USER_UPDATABLE = ['name', 'phone', 'company', 'department', 'position'];

export const usersImport = importTarget({
  type: 'users',
  fields: { name: 'text', email: 'text', role: 'text', status: 'text', phone: 'text', company: 'text', department: 'text', position: 'text' },
  aliases: { fullname: 'name', emailaddress: 'email', mail: 'email', phonenumber: 'phone', telephone: 'phone', jobtitle: 'position' },
  schema: CreateUserInput,
  model: UserModel,
  key: 'email',
  entityType: 'user',
  refuse: (data, { actor, allowStaffRoles }) =>
    STAFF_ROLES.includes(data['role'] as Role) && !(actor.role === 'admin' && allowStaffRoles) ? { field: 'role', message: STAFF_ROLE_MESSAGE } : null,
  updateSet: (data) => Object.fromEntries(USER_UPDATABLE.filter((k) => data[k] !== undefined).map((k) => [k, data[k]])),
  // The new accounts' sign-ups and invitations, in the import's transaction like any other write:
  // an imported user always has an invitation, and a failed import leaves none.
  afterCreate: async (created, session, { deps, byName }) => {
    const users = created as unknown as UserDoc[];
    await applyRollupChange(session, ...users.map((u) => ({ kind: 'user' as const, before: null, after: u })));
    const invitations: QueuedMail[] = [];
    for (const user of users) invitations.push(await queueInvitation(deps, session, user, byName));
    return () => sendQueuedMail(deps, ...invitations);
  },
});
