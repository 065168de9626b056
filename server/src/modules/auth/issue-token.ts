/** The access token a signed-in user gets, valid for the session-timeout setting. */
import { getSettings } from '../settings/index.js';
import type { UserDoc } from '../users/index.js';
import { signAccessToken } from './token.js';

export async function issueToken(jwtSecret: string, user: Pick<UserDoc, '_id' | 'role' | 'tokenVersion'>): Promise<string> {
  const { sessionTimeout } = (await getSettings()).security;
  return signAccessToken(jwtSecret, { id: user._id.toString(), role: user.role, tokenVersion: user.tokenVersion }, sessionTimeout);
}
