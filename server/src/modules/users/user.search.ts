/** The users in the admin search. */
import { searchSource } from '../../core/search-source.js';
import { UserModel, type UserDoc } from './user.model.js';
import { userListQuery } from './user.service.js';

export const usersSearch = searchSource<UserDoc>({
  type: 'USER',
  visibleTo: (a) => userListQuery(a, {}).query,
  model: UserModel,
  fields: ['name', 'email'],
  present: (u) => ({ title: u.name, subtitle: u.email }),
});
