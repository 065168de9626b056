import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { confirmTwoFactorSetup, disableTwoFactor, resetTwoFactor, startTwoFactorSetup, verifyTwoFactorSignIn } from './two-factor.service.js';

export const twoFactorResolvers: Resolvers = {
  Mutation: {
    verifyTwoFactor: (_root, { input }, { ip }) => verifyTwoFactorSignIn(input, ip),
    startTwoFactorSetup: (_root, { ticket }, { actor }) => startTwoFactorSetup(actor, ticket),
    confirmTwoFactorSetup: (_root, { input }, { actor, ip }) => confirmTwoFactorSetup(actor, input, ip),
    disableTwoFactor: (_root, { code }, { actor, ip }) => disableTwoFactor(actor, code, ip),
    resetTwoFactor: (_root, { userId }, { actor }) => resetTwoFactor(actor, userId),
  },
};
