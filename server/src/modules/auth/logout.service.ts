/**
 * Signing out on the server. Logout revokes the caller's sign-in (every token renewed from it);
 * "Sign out of all devices" bumps the token version, which revokes every token of the user. Both live
 * in the user's document, which resolveSession reads anyway: every process honours them at once,
 * at no extra database round trip per request.
 */
import { getSettings } from '../settings/index.js';
import { revokeEverySessionOf, revokeSessionOf } from '../users/index.js';
import { requireUser, type Actor } from '../../core/actor.js';

// A revoked sign-in is kept a little longer than its last token can live, then forgotten.
const REVOCATION_MARGIN_MS = 5 * 60_000;

export async function logout(actor: Actor | null | undefined): Promise<boolean> {
  const user = requireUser(actor);
  if (!user.sessionId) {
    // A token from before sign-ins had ids cannot be told apart from the user's others: revoke them all.
    await signOutEverywhere(user);
    return true;
  }
  const now = new Date();
  const { sessionTimeout } = (await getSettings()).security;
  const until = new Date(now.getTime() + sessionTimeout * 60_000 + REVOCATION_MARGIN_MS);
  await revokeSessionOf(user.id, user.sessionId, until, now);
  return true;
}

export async function signOutEverywhere(actor: Actor | null | undefined): Promise<boolean> {
  const user = requireUser(actor);
  // Every earlier token now carries an old version; the revoked list has nothing left to guard.
  await revokeEverySessionOf(user.id);
  return true;
}
