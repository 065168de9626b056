/** The activity module: the log of who changed what. */
import { defineModule } from '../../core/module.js';
import { activitySource } from './activity.export.js';
import { activityResolvers } from './activity.resolvers.js';

export const activityModule = defineModule({ name: 'activity', resolvers: activityResolvers, exports: [activitySource] });
