/** Password hashing (argon2id with OWASP's parameters) and single-use password links. */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { ClientSession, Types } from 'mongoose';
import { ValidationError } from '../../core/errors.js';
import { getSettings } from '../settings/index.js';
import { passwordPolicyError } from '@ai-solutions/common';
import { PasswordTokenModel } from './password-token.model.js';

/** Refuses a password the password-policy setting does not accept, naming the field. */
export async function assertPasswordPolicy(password: string, field: string): Promise<void> {
  const message = passwordPolicyError(password, (await getSettings()).security.passwordPolicy);
  if (message) throw new ValidationError({ [field]: message });
}

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults to argon2id, m=19456 KiB, t=2, p=1.
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check, so response times do not tell which e-mails exist.
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$FZYK0neT77TsxlkF40ZrqA$oB5F9uSJA0sJzT2wbxK+RAYWsHZaAjiKJo6RTZaV7RQ';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const INVITE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Creates a link token; any earlier unused token of the same purpose stops working. */
export async function issuePasswordToken(userId: Types.ObjectId, purpose: 'reset' | 'invite', session?: ClientSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await PasswordTokenModel.updateMany({ user: userId, purpose, usedAt: null }, { $set: { usedAt: new Date() } }, { session });
  await PasswordTokenModel.create(
    [
      {
        user: userId,
        tokenHash: sha256(token),
        purpose,
        expiresAt: new Date(Date.now() + (purpose === 'reset' ? RESET_LINK_TTL_MS : INVITE_LINK_TTL_MS)),
      },
    ],
    { session },
  );
  return token;
}

/** Uses a token once: answers its user id, or null when unknown, used or expired. */
export async function consumePasswordToken(token: string): Promise<Types.ObjectId | null> {
  const used = await PasswordTokenModel.findOneAndUpdate(
    { tokenHash: sha256(token), usedAt: null, expiresAt: { $gt: new Date() } },
    { $set: { usedAt: new Date() } },
    { returnDocument: 'after' },
  ).lean();
  return used?.user ?? null;
}
