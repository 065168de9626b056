/** What saving a list's view tells a person (README › Languages). */
export const SAVED_VIEW_MESSAGES = {
  nameRequired: /*i18n*/ { message: 'Name the view' },
  nameTooLong: /*i18n*/ { message: 'A view name must be at most 60 characters' },
  searchTooLong: /*i18n*/ { message: 'The view is too long to save (at most 2,000 characters of filters)' },
  tooMany: /*i18n*/ { message: 'You can keep at most 50 views of a list. Delete one to save another.' },
  notFound: /*i18n*/ { message: 'View not found' },
};
