/** The auth module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { authResolvers } from './auth.resolvers.js';
import { authRoutes } from './auth.rest.js';

export const authModule = defineModule({ name: 'auth', resolvers: authResolvers, routes: authRoutes });
