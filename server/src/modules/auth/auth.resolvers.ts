import { languageOfTag } from '@ai-solutions/common';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { logout, signOutEverywhere } from './logout.service.js';
import { changePassword, forgotPassword, resetPassword } from './password.service.js';
import { me, updateProfile } from './profile.service.js';
import { register } from './registration.service.js';
import { login } from './sign-in.service.js';
import { translate } from '../../i18n/message.js';

export const authResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { actor, loaders }) => me(actor, (id) => loaders.userById.load(id)),
  },
  Mutation: {
    login: (_root, { input }, { ip, deps }) => login(deps, input, ip),
    register: async (_root, { input }, { ip, deps, i18n }) => {
      const result = await register(deps, input, ip, languageOfTag(i18n.locale));
      return { ...result, message: result.message && translate(i18n, result.message) };
    },
    updateProfile: (_root, { input }, { actor, deps }) => updateProfile(deps, actor, input),
    changePassword: (_root, { currentPassword, newPassword }, { actor, deps }) => changePassword(deps, actor, currentPassword, newPassword),
    logout: (_root, _args, { actor }) => logout(actor),
    signOutEverywhere: (_root, _args, { actor }) => signOutEverywhere(actor),
    forgotPassword: (_root, { email }, { ip, deps }) => forgotPassword(deps, email, ip),
    resetPassword: (_root, { token, newPassword }) => resetPassword(token, newPassword),
  },
};
