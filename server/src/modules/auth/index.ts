/** The auth module: sign-in, registration, sessions, passwords and profile. */
import { defineModule } from '../../core/module.js';
import { authResolvers } from './auth.resolvers.js';
import { authRoutes } from './auth.rest.js';

export const authModule = defineModule({ name: 'auth', resolvers: authResolvers, routes: authRoutes });
