/** What the shared guards (core/actor.ts) tell a caller they refuse, as message descriptors (README › Languages). */
export const GUARD_MESSAGES = {
  onlyAdmins: /*i18n*/ { message: 'Only administrators can do this.' },
  ownAccountOnly: /*i18n*/ { message: 'You can only see and change your own account.' },
  onlyAdminsChangeStaff: /*i18n*/ {
    message: 'Only administrators can change administrators and editors, or grant those roles.',
  },
};
