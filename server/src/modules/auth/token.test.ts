import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './token.js';

const SECRET = 'a-development-secret-of-enough-length-äöü';
const user = { id: '6b0c1daf059e61a96954105e', role: 'student', tokenVersion: 3 };

describe('access tokens', () => {
  it('are the tokens jsonwebtoken makes from the secret string: sessions signed before a restart stay valid', () => {
    const issued = jwt.sign({ role: 'student', tv: 3, sid: 's1' }, SECRET, { algorithm: 'HS256', subject: user.id, expiresIn: 60 });
    expect(verifyAccessToken(SECRET, issued)).toMatchObject({ sub: user.id, role: 'student', tv: 3, sid: 's1' });
    const ours = signAccessToken(SECRET, user, 1, 's2');
    expect(jwt.verify(ours, SECRET, { algorithms: ['HS256'] })).toMatchObject({ sub: user.id, role: 'student', tv: 3, sid: 's2' });
  });

  it('refuses a token signed with another secret, or tampered with', () => {
    const ours = signAccessToken(SECRET, user, 1);
    expect(verifyAccessToken(`${SECRET}x`, ours)).toBeNull();
    const [head, , signature] = ours.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: user.id, role: 'admin', tv: 3, sid: 'x', exp: 9_999_999_999 })).toString('base64url');
    expect(verifyAccessToken(SECRET, `${head}.${forged}.${signature}`)).toBeNull();
  });
});
