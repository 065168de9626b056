/** REST twins of the two-factor mutations (/api/auth/two-factor/*, and an admin's reset under /api/users). */
import { z } from 'zod';
import { answersOneOf, bodyFields as body } from '../../rest/answers.js';
import type { RouteDef } from '../../rest/route.js';
import { withUser } from '../auth/index.js';
import { userPresenter } from '../users/index.js';
import { confirmTwoFactorSetup, disableTwoFactor, resetTwoFactor, startTwoFactorSetup, verifyTwoFactorSignIn } from './two-factor.service.js';

const CodeBody = z.object({ ticket: z.string(), code: z.string() });
const SetupBody = z.object({ ticket: z.string().optional() });
const ConfirmBody = z.object({ ticket: z.string().optional(), code: z.string() });
const DisableBody = z.object({ code: z.string() });

export const twoFactorRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/auth/two-factor/verify',
    summary: 'The second sign-in step, with the ticket from sign-in: a code from the authenticator app or a single-use recovery code',
    access: 'guest',
    body: CodeBody,
    bodyExample: { ticket: 'eyJ…', code: '123456' },
    answer: { kind: 'one', type: 'AuthPayload' },
    errors: [401, 429],
    handler: async (ctx) => withUser(await verifyTwoFactorSignIn(ctx.deps, body(ctx), ctx.ip), ctx),
  },
  {
    method: 'post',
    path: '/auth/two-factor/setup',
    summary: 'A new two-factor secret and its QR code (shown this once): with the sign-in ticket, or for the signed-in user',
    access: 'guest',
    accessNote: 'a guest with a sign-in ticket, or a signed-in user for their own account',
    body: SetupBody,
    answer: { kind: 'one', type: 'TwoFactorSetup' },
    errors: [401, 409],
    handler: (ctx) => startTwoFactorSetup(ctx.deps.config.jwtSecret, ctx.actor, body(ctx)['ticket']),
  },
  {
    method: 'post',
    path: '/auth/two-factor/confirm',
    summary: 'Turns two-factor sign-in on with a code; answers the 10 recovery codes (shown only this once) and, with a ticket, signs in',
    access: 'guest',
    accessNote: 'a guest with a sign-in ticket, or a signed-in user for their own account',
    body: ConfirmBody,
    answer: { kind: 'one', type: 'TwoFactorEnabled' },
    errors: [401, 409, 429],
    handler: async (ctx) => withUser(await confirmTwoFactorSetup(ctx.deps, ctx.actor, body(ctx), ctx.ip), ctx),
  },
  {
    method: 'post',
    path: '/auth/two-factor/disable',
    summary: "Turns off the user's own two-factor sign-in with a code (refused for staff while the setting requires it)",
    access: 'signed-in',
    body: DisableBody,
    errors: [409, 429],
    ...answersOneOf('User', () => userPresenter, (ctx) => disableTwoFactor(ctx.deps, ctx.actor, body(ctx)['code'], ctx.ip)),
  },
  {
    method: 'post',
    path: '/users/{id}/two-factor/reset',
    summary: "Clears another user's two-factor sign-in (a lost device); recorded in the activity log",
    access: 'admin',
    onlyRoles: ['admin'],
    accessNote: 'Administrators only.',
    errors: [409],
    ...answersOneOf('User', () => userPresenter, (ctx) => resetTwoFactor(ctx.actor, ctx.id)),
  },
];
