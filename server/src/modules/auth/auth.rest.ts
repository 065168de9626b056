/**
 * REST for older callers: /api/auth/* (spec section 7) and the twins of sign-in, register and
 * the current user. Sign-in and register answer { data: { user, token } }.
 */
import { z } from 'zod';
import { UnauthenticatedError } from '../../core/errors.js';
import { answersOneOf, bodyFields as body } from '../../rest/answers.js';
import type { RouteDef } from '../../rest/route.js';
import { userPresenter } from '../users/index.js';
import type { Actor } from '../../core/actor.js';
import { logout, signOutEverywhere } from './logout.service.js';
import { changePassword, forgotPassword, resetPassword } from './password.service.js';
import { me, ProfileInput, updateProfile } from './profile.service.js';
import { register, RegisterInput } from './registration.service.js';
import { languageOfTag } from '@ai-solutions/common';
import { login } from './sign-in.service.js';
import { withUser } from './with-user.js';
import { translate } from '../../i18n/message.js';

// The sign-in and password services check these few fields by hand (in the spec's order and
// wording); these schemas describe the same fields for the document.
const LoginBody = z.object({ email: z.string(), password: z.string() });
const ChangePasswordBody = z.object({ currentPassword: z.string(), newPassword: z.string().min(8) });
const ForgotPasswordBody = z.object({ email: z.string() });
const ResetPasswordBody = z.object({ token: z.string(), newPassword: z.string().min(8) });
/** Register checks, in the spec's order, these form fields before the account's own schema. */
const RegisterBody = RegisterInput.extend({ confirmPassword: z.string().optional(), agreeToTerms: z.literal(true).describe('Must be true: the person agreed to the terms and conditions') });

const SignedOut = z.object({ signedOut: z.boolean() });

/** Signing out here or everywhere: the same route but for its path, words and service. */
const signOutRoute = (path: string, summary: string, signOut: (actor: Actor | null) => Promise<boolean>): RouteDef => ({
  method: 'post',
  path,
  summary,
  access: 'signed-in',
  answer: { kind: 'shape', name: 'SignedOut', schema: SignedOut },
  handler: async (ctx) => ({ signedOut: await signOut(ctx.actor) }),
});

export const authRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Register. Students and candidates are signed in at once; an admin request waits for approval (no token)',
    access: 'guest',
    body: RegisterBody,
    bodyExample: { name: 'Sam Lee', email: 'sam@example.com', password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', agreeToTerms: true, role: 'student' },
    status: 201,
    answer: { kind: 'one', type: 'RegisterPayload' },
    errors: [409, 429],
    handler: async (ctx) => {
      const result = await register(ctx.deps, body(ctx), ctx.ip, languageOfTag(ctx.i18n.locale));
      return withUser({ ...result, message: result.message && translate(ctx.i18n, result.message) }, ctx);
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with the password; answers the user and a bearer token, or (no user, no token) the second step due: a code, or setting up two-factor sign-in',
    access: 'guest',
    body: LoginBody,
    bodyExample: { email: 'sam@example.com', password: 'Str0ng!Passw0rd' },
    answer: { kind: 'one', type: 'LoginPayload' },
    errors: [401, 429],
    handler: async (ctx) => withUser(await login(ctx.deps, body(ctx), ctx.ip), ctx),
  },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'The current user',
    access: 'signed-in',
    ...answersOneOf('User', () => userPresenter, async (ctx) => {
      const user = await me(ctx.actor, (id) => ctx.loaders.userById.load(id));
      if (!user) throw new UnauthenticatedError();
      return user;
    }),
  },
  {
    method: 'put',
    path: '/auth/profile',
    summary: "Merge the given fields into the current user's profile",
    access: 'signed-in',
    body: ProfileInput,
    bodyExample: { name: 'Sam Lee', phone: '+1 555 0100' },
    ...answersOneOf('User', () => userPresenter, (ctx) => updateProfile(ctx.deps, ctx.actor, ctx.body)),
  },
  {
    method: 'post',
    path: '/auth/change-password',
    summary: 'Change the password and sign out every other session; answers a fresh token',
    access: 'signed-in',
    body: ChangePasswordBody,
    answer: { kind: 'one', type: 'AuthPayload' },
    handler: async (ctx) => withUser(await changePassword(ctx.deps, ctx.actor, body(ctx)['currentPassword'], body(ctx)['newPassword']), ctx),
  },
  signOutRoute('/auth/logout', 'Sign this sign-in out on the server: its token (and every renewal of it) stops working at once', logout),
  signOutRoute('/auth/logout-everywhere', 'Sign the user out on every device, this one included', signOutEverywhere),
  {
    method: 'post',
    path: '/auth/forgot-password',
    summary: 'Always the same answer; e-mails a single-use reset link (valid 1 hour) when the account exists',
    access: 'guest',
    body: ForgotPasswordBody,
    answer: { kind: 'one', type: 'MessagePayload' },
    errors: [429],
    handler: (ctx) => forgotPassword(ctx.deps, body(ctx)['email'], ctx.ip),
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    summary: 'Set a new password with the token from the reset or invitation e-mail',
    access: 'guest',
    body: ResetPasswordBody,
    answer: { kind: 'one', type: 'MessagePayload' },
    handler: (ctx) => resetPassword(body(ctx)['token'], body(ctx)['newPassword']),
  },
];
