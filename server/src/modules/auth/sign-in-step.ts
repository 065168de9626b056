/**
 * A further step a module may ask of a sign-in after the password (the two-factor module's code or
 * set-up). The sign-in asks every installed module's `signInSteps`, in module order; the first that
 * answers a challenge holds the sign-in until that step is done.
 */
import { partsOf } from '../../core/module.js';
import type { UserDoc } from '../users/index.js';

export type SignInChallenge = { step: 'code' | 'enroll'; ticket: string };

export type SignInStep = (jwtSecret: string, user: Pick<UserDoc, '_id' | 'role' | 'tokenVersion' | 'twoFactorEnabledAt'>) => Promise<SignInChallenge | null>;

declare module '../../core/module.js' {
  interface ModuleParts {
    /** Steps a sign-in must pass after the password (auth/sign-in-step.ts). */
    signInSteps: readonly SignInStep[];
  }
}

/** The first further step due for this user, or null when the password is enough. */
export async function furtherSignInStep(jwtSecret: string, user: Parameters<SignInStep>[1]): Promise<SignInChallenge | null> {
  for (const step of partsOf('signInSteps')) {
    const challenge = await step(jwtSecret, user);
    if (challenge) return challenge;
  }
  return null;
}
