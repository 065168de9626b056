/**
 * The proof that a sign-in passed its password step, valid for a few minutes and good only for the
 * second step: signed with its own key (derived from the server secret), so it can never be used as
 * an access token. It names the token version, so a password change or suspension voids it.
 */
import { hkdfSync } from 'node:crypto';
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

export type SignInTicket = { userId: string; tokenVersion: number };

export function signTicket(serverSecret: string, user: { id: string; tokenVersion: number }): string {
  return jwt.sign({ purpose: PURPOSE, tv: user.tokenVersion }, keyFor(serverSecret), { algorithm: 'HS256', subject: user.id, expiresIn: TICKET_MINUTES * 60 });
}

export function verifyTicket(serverSecret: string, ticket: string): SignInTicket | null {
  try {
    const claims = jwt.verify(ticket, keyFor(serverSecret), { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || claims['purpose'] !== PURPOSE || typeof claims.sub !== 'string') return null;
    return { userId: claims.sub, tokenVersion: Number(claims['tv']) };
  } catch {
    return null;
  }
}
