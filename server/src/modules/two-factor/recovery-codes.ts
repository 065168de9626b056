/**
 * Ten single-use recovery codes per enrollment, shown once. Each carries 50 random bits, so a plain
 * SHA-256 is enough to store it (a slow hash protects guessable passwords, not random codes), and it
 * keeps working if JWT_SECRET changes: the way back in when the sealed TOTP secret cannot be opened.
 */
import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: codes are read off paper and typed.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function group(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET.charAt(randomInt(ALPHABET.length));
  return out;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group(5)}-${group(5)}`);
}

/** Case, spaces and dashes do not matter when a code is typed. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(`recovery-code:${normaliseRecoveryCode(code)}`).digest('base64url');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normaliseRecoveryCode(code).length === 10;
}
