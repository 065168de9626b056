/**
 * The proof that a sign-in passed its password step, valid for a few minutes and good only for the
 * second step: signed with its own key (derived from the server secret), so it can never be used as
 * an access token. It names the token version, so a password change or suspension voids it, and
 * carries an id of its own, so the session it turns into is its only one (used-ticket.model.ts).
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const TICKET_MINUTES = 10;
const PURPOSE = 'two-factor-sign-in';
const keys = new Map<string, Buffer>();

function keyFor(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'two-factor-ticket', PURPOSE, 32));
    keys.set(serverSecret, key);
  }
  return key;
}

/** `id`: the ticket's own id; `expiresAt`: when it stops working anyway. */
export type SignInTicket = { id: string; userId: string; tokenVersion: number; expiresAt: Date };

export function signTicket(serverSecret: string, user: { id: string; tokenVersion: number }): string {
  return jwt.sign({ purpose: PURPOSE, tv: user.tokenVersion }, keyFor(serverSecret), {
    algorithm: 'HS256',
    subject: user.id,
    jwtid: randomUUID(),
    expiresIn: TICKET_MINUTES * 60,
  });
}

export function verifyTicket(serverSecret: string, ticket: string): SignInTicket | null {
  try {
    const claims = jwt.verify(ticket, keyFor(serverSecret), { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || claims['purpose'] !== PURPOSE || typeof claims.sub !== 'string') return null;
    if (typeof claims.jti !== 'string' || typeof claims.exp !== 'number') return null;
    return { id: claims.jti, userId: claims.sub, tokenVersion: Number(claims['tv']), expiresAt: new Date(claims.exp * 1000) };
  } catch {
    return null;
  }
}
