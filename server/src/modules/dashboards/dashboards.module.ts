/** The dashboards module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { analyticsSource } from './analytics.export.js';
import { dashboardsResolvers } from './dashboards.resolvers.js';

export const dashboardsModule = defineModule({ name: 'dashboards', resolvers: dashboardsResolvers, exports: [analyticsSource] });
