import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { confirmTwoFactorSetup, disableTwoFactor, resetTwoFactor, startTwoFactorSetup, verifyTwoFactorSignIn } from './two-factor.service.js';

export const twoFactorResolvers: Resolvers = {
  Mutation: {
    verifyTwoFactor: (_root, { input }, { ip, deps }) => verifyTwoFactorSignIn(deps, input, ip),
    startTwoFactorSetup: (_root, { ticket }, { actor, deps }) => startTwoFactorSetup(deps.config.jwtSecret, actor, ticket),
    confirmTwoFactorSetup: (_root, { input }, { actor, ip, deps }) => confirmTwoFactorSetup(deps, actor, input, ip),
    disableTwoFactor: (_root, { code }, { actor, ip, deps }) => disableTwoFactor(deps, actor, code, ip),
    resetTwoFactor: (_root, { userId }, { actor }) => resetTwoFactor(actor, userId),
  },
};
