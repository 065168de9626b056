/** The activity module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { activitySource } from './activity.export.js';
import { activityResolvers } from './activity.resolvers.js';
import { revisionPresenter } from './revision.presenter.js';
import { revisionRestRoutes } from './revision.rest.js';

export const activityModule = defineModule({ name: 'activity', resolvers: activityResolvers, routes: revisionRestRoutes, presenters: [revisionPresenter], exports: [activitySource] });
