/** The exports module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { exportResolvers } from './export.resolvers.js';
import { exportRestRoutes } from './export.rest.js';

export const exportsModule = defineModule({ name: 'exports', resolvers: exportResolvers, routes: exportRestRoutes });
