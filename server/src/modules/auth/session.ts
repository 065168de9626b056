/**
 * Turns an Authorization header into the calling Actor, for GraphQL and REST alike.
 * Sessions use an idle timeout (the session-timeout setting): a token past half its life is renewed
 * and the fresh one travels back in the X-Auth-Token response header; an idle token simply expires.
 */
import { UnauthenticatedError } from '../../core/errors.js';
import { getSettings } from '../settings/index.js';
import { findUserForSession, type UserDoc } from '../users/index.js';
import type { Actor } from '../../core/actor.js';
import { signAccessToken, verifyAccessToken } from './token.js';
import { isObjectId } from '../../core/ids.js';
import { AUTH_MESSAGES } from './auth.messages.js';

export const SESSION_EXPIRED = AUTH_MESSAGES.sessionExpired;
export const RENEWED_TOKEN_HEADER = 'X-Auth-Token';

/**
 * `user`: the caller's stored document, read once per request; the request's loaders are primed with
 * it (graphql/loaders.ts), so `me` and every other read of the caller in the request cost nothing more.
 */
export type Session = { actor: Actor | null; user?: UserDoc; renewedToken?: string };

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

export async function resolveSession(secret: string, authorization: string | undefined): Promise<Session> {
  const token = bearerToken(authorization);
  if (!token) return { actor: null };
  const claims = verifyAccessToken(secret, token);
  if (!claims || !isObjectId(claims.sub)) throw new UnauthenticatedError(SESSION_EXPIRED);
  const user = await findUserForSession(claims.sub);
  // A revoked token (password change, suspension, deletion) is answered like an expired one.
  if (!user || user.status !== 'active' || user.tokenVersion !== claims.tv) throw new UnauthenticatedError(SESSION_EXPIRED);
  // Signed out (logout): read from the user's document, so every process refuses it at once.
  if (claims.sid && user.revokedSessions?.some((revoked) => revoked.sid === claims.sid)) throw new UnauthenticatedError(SESSION_EXPIRED);

  const actor: Actor = { id: user._id.toString(), role: user.role, name: user.name, email: user.email, ...(claims.sid ? { sessionId: claims.sid } : {}) };
  const { sessionTimeout } = (await getSettings()).security;
  const remainingSeconds = claims.exp - Date.now() / 1000;
  const renewedToken =
    remainingSeconds < (sessionTimeout * 60) / 2
      ? signAccessToken(secret, { id: actor.id, role: actor.role, tokenVersion: user.tokenVersion }, sessionTimeout, claims.sid || undefined)
      : undefined;
  // The document as any other read of the user gives it (without the private list of revoked sign-ins).
  const { revokedSessions: _revoked, ...stored } = user;
  return renewedToken ? { actor, user: stored, renewedToken } : { actor, user: stored };
}

/** One session per request: the maintenance gate and the API read the caller once between them. */
const requestSessions = new WeakMap<object, Promise<Session>>();

export function requestSession(secret: string, req: { headers: { authorization?: string | undefined } }): Promise<Session> {
  let session = requestSessions.get(req);
  if (!session) {
    session = resolveSession(secret, req.headers.authorization);
    requestSessions.set(req, session);
  }
  return session;
}
