/** The two-factor module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { secondStepFor } from './two-factor-policy.js';
import { twoFactorResolvers } from './two-factor.resolvers.js';
import { twoFactorRoutes } from './two-factor.rest.js';

export const twoFactorModule = defineModule({
  name: 'two-factor',
  resolvers: twoFactorResolvers,
  routes: twoFactorRoutes,
  // Staff (when the setting requires it) and anyone who turned it on give a code after the password.
  signInSteps: [secondStepFor],
});
