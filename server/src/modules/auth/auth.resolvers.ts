import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { logout, signOutEverywhere } from './logout.service.js';
import { changePassword, forgotPassword, resetPassword } from './password.service.js';
import { me, updateProfile } from './profile.service.js';
import { register } from './registration.service.js';
import { login } from './sign-in.service.js';

export const authResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { actor, loaders }) => me(actor, (id) => loaders.userById.load(id)),
  },
  Mutation: {
    login: (_root, { input }, { ip, deps }) => login(deps, input, ip),
    register: (_root, { input }, { ip, deps }) => register(deps, input, ip),
    updateProfile: (_root, { input }, { actor }) => updateProfile(actor, input),
    changePassword: (_root, { currentPassword, newPassword }, { actor, deps }) => changePassword(deps, actor, currentPassword, newPassword),
    logout: (_root, _args, { actor }) => logout(actor),
    signOutEverywhere: (_root, _args, { actor }) => signOutEverywhere(actor),
    forgotPassword: (_root, { email }, { ip, deps }) => forgotPassword(deps, email, ip),
    resetPassword: (_root, { token, newPassword }) => resetPassword(token, newPassword),
  },
};
