/** The users module: accounts, roles and User Management, and each staff member's saved views of the back office's lists. */
import { defineModule } from '../../core/module.js';
import { usersSource } from './user.export.js';
import { usersImport } from './user.import.js';

export { inviteWaitingImportedUsers } from './user.import.js';
import { userLoaders } from './user.loaders.js';
import { userPresenter } from './user.presenter.js';
import { userResolvers } from './user.resolvers.js';
import { userRoutes } from './user.rest.js';
import { usersSearch } from './user.search.js';
import { savedViewPresenter } from './saved-view.presenter.js';
import { savedViewResolvers } from './saved-view.resolvers.js';
import { savedViewRoutes } from './saved-view.rest.js';

export const usersModule = defineModule({
  name: 'users',
  resolvers: [userResolvers, savedViewResolvers],
  routes: [...userRoutes, ...savedViewRoutes],
  presenters: [userPresenter, savedViewPresenter],
  loaders: userLoaders,
  exports: [usersSource],
  search: [usersSearch],
  imports: [usersImport],
});

export {
  activeUsersOfRoles,
  clearTwoFactorOf,
  createUserRecord,
  emailTaken,
  enableTwoFactorOf,
  findUserByEmail,
  findUserById,
  findUserForSession,
  findUserForSignIn,
  findUserWithPassword,
  findUserWithSecrets,
  recordSignInOf,
  revokeEverySessionOf,
  revokeSessionOf,
  setPasswordHashOf,
  setPendingTwoFactorSecretOf,
  takeTotpStepOf,
  updateProfileFieldsOf,
  useRecoveryCodeOf,
} from './user.records.js';
export { engageUserAt, engagementOfUsers, repairEngagementOfUsers, setFirstEngagedAt, userFigures } from './user.figures.js';
export { accountLanguageOf } from './account-language.js';
export { createAdmin, demoAdminBanner, ensureFirstAdmin, generatePassword, type DemoAdmin } from './first-admin.js';
export { assertPasswordPolicy, consumePasswordToken, hashPassword, issuePasswordToken, verifyPassword } from './passwords.js';
export { STAFF_ROLES, type Role, type UserDoc } from './user.model.js';
export { userPresenter } from './user.presenter.js';
export { getUser } from './user.service.js';
