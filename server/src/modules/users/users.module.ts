/** The users module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { usersSource } from './user.export.js';
import { engageUserAt, setFirstEngagedAt } from './user.figures.js';
import { usersImport } from './user.import.js';
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
  // Each account keeps its first enrollment or application, moved by the insight rollups in the write's transaction.
  engagedAccounts: { engageAt: engageUserAt, setFirstEngagedAt },
});
