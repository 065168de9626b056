/** Access tokens: HS256 JWTs, algorithm pinned on both sign and verify. */
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * The secret as a key object, made once. Given a string, jsonwebtoken first tries to read it as a
 * PEM public key (which throws) before making this same key, on every sign and verify: about a
 * tenth of a signed-in read's CPU. The bytes are the string's UTF-8, as jsonwebtoken's own.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** `sid` names the sign-in a token belongs to: renewals keep it, so logout can revoke the whole chain. */
export type TokenClaims = { sub: string; role: string; tv: number; sid: string; iat: number; exp: number };

export function signAccessToken(
  secret: string,
  user: { id: string; role: string; tokenVersion: number },
  ttlMinutes: number,
  sessionId: string = randomUUID(),
): string {
  return jwt.sign({ role: user.role, tv: user.tokenVersion, sid: sessionId }, keyOf(secret), {
    algorithm: 'HS256',
    subject: user.id,
    expiresIn: Math.max(1, Math.round(ttlMinutes * 60)),
  });
}

/** Answers the claims, or null for any invalid, tampered or expired token. */
export function verifyAccessToken(secret: string, token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return { sub: claims.sub, role: String(claims['role']), tv: Number(claims['tv'] ?? 0), sid: String(claims['sid'] ?? ''), iat: Number(claims.iat), exp: claims.exp };
  } catch {
    return null;
  }
}
