/**
 * Who needs a second step after a correct password: anyone who turned 2FA on enters a code; staff
 * (admins and editors) without it set it up first while "Require 2FA for admin accounts" is on.
 * With the setting off, staff without 2FA sign in with the password alone.
 */
import { STAFF_ROLES } from '../../core/access.js';
import { getSettings } from '../settings/index.js';
import type { Role, UserDoc } from '../users/index.js';
import { signTicket } from './sign-in-ticket.js';
import type { SignInChallenge } from '../auth/index.js';

export type { SignInChallenge };

export type TwoFactorStep = SignInChallenge['step'];

export async function twoFactorRequiredFor(role: Role): Promise<boolean> {
  return STAFF_ROLES.includes(role) && (await getSettings()).security.twoFactorAuth;
}

export async function secondStepFor(jwtSecret: string, user: Pick<UserDoc, '_id' | 'role' | 'tokenVersion' | 'twoFactorEnabledAt'>): Promise<SignInChallenge | null> {
  let step: TwoFactorStep | null = null;
  if (user.twoFactorEnabledAt) step = 'code';
  else if (await twoFactorRequiredFor(user.role)) step = 'enroll';
  if (!step) return null;
  return { step, ticket: signTicket(jwtSecret, { id: user._id.toString(), tokenVersion: user.tokenVersion }) };
}
