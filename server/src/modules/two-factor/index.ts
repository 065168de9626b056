/** The two-factor module: authenticator codes, recovery codes and the sign-in's second step. */
import { defineModule } from '../../core/module.js';
import { twoFactorResolvers } from './two-factor.resolvers.js';
import { twoFactorRoutes } from './two-factor.rest.js';

export const twoFactorModule = defineModule({ name: 'two-factor', resolvers: twoFactorResolvers, routes: twoFactorRoutes });
