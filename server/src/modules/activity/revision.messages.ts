/** What restoring versions and undoing bulk actions tell a person (README › Languages). */
export const REVISION_MESSAGES = {
  versionNotFound: /*i18n*/ { message: 'Version not found' },
  batchNotFound: /*i18n*/ { message: 'This bulk action cannot be undone: it is not in the history any more.' },
  notRestorable: /*i18n*/ { message: 'Versions of this kind of record cannot be restored' },
  notYourBulk: /*i18n*/ { message: 'Only the person who made this bulk action, or an administrator, can undo it.' },
  progressNotFound: /*i18n*/ { message: 'No bulk action of yours is known by this progress key (progress is kept for an hour).' },
  entityId: /*i18n*/ { message: 'Entity id is required' },
};
