/** The users module: accounts, roles and User Management. */
import { defineModule } from '../../core/module.js';
import { usersSource } from './user.export.js';
import { usersImport } from './user.import.js';
import { userLoaders } from './user.loaders.js';
import { userPresenter } from './user.presenter.js';
import { userResolvers } from './user.resolvers.js';
import { userRoutes } from './user.rest.js';
import { usersSearch } from './user.search.js';

export const usersModule = defineModule({
  name: 'users',
  resolvers: userResolvers,
  routes: userRoutes,
  presenters: [userPresenter],
  loaders: userLoaders,
  exports: [usersSource],
  search: [usersSearch],
  imports: [usersImport],
});
