/** The users module: accounts, roles and User Management, and each staff member's saved views of the back office's lists. */
export { inviteWaitingImportedUsers } from './user-invitations.js';
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
export { engagementOfUsers, repairEngagementOfUsers, userFigures } from './user.figures.js';
export { accountLanguageOf } from './account-language.js';
export { createAdmin, demoAdminBanner, ensureFirstAdmin, generatePassword, type DemoAdmin } from './first-admin.js';
export { assertPasswordPolicy, consumePasswordToken, hashPassword, issuePasswordToken, verifyPassword } from './passwords.js';
export { STAFF_ROLES, type Role, type UserDoc } from './user.model.js';
export { userPresenter } from './user.presenter.js';
export { getUser } from './user.service.js';
