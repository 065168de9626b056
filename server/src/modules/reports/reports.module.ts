/** The reports module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { reportsResolvers } from './reports.resolvers.js';
import { reportsRestRoutes } from './reports.rest.js';

export const reportsModule = defineModule({ name: 'reports', resolvers: reportsResolvers, routes: reportsRestRoutes });
