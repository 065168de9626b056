/**
 * Accounts: registration, sign-in with lockout, the current user, profile, and password flows.
 * Messages never reveal whether an e-mail is registered, except registration's own duplicate check.
 */
import { z } from 'zod';
import { ConflictError, UnauthenticatedError, ValidationError } from '../../core/errors.js';
import { optionalText, parseInput, requiredText } from '../../core/validation.js';
import { appLink, sendMail } from '../mail/mailer.js';
import { runtime } from '../../runtime.js';
import { notifyStaff } from '../notifications/notification.service.js';
import { getSettings } from '../settings/settings.service.js';
import { UserModel, type UserDoc } from '../users/user.model.js';
import { requireUser, type Actor } from './actor.js';
import { passwordPolicyError } from './password-strength.js';
import { consumePasswordToken, hashPassword, issuePasswordToken, verifyPassword } from './passwords.js';
import { assertNotLimited, consume, recordFailure } from './rate-limits.js';
import { signAccessToken } from './token.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const LOCK_MINUTES = 15;
export const ADMIN_REQUEST_MESSAGE =
  'Your request for admin access has been submitted. You will receive an e-mail once it has been reviewed by an administrator.';
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this e-mail address, we have sent a link to reset the password. The link is valid for 1 hour.';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Registration: self-service roles only (editor, user and moderator are given by administrators). */
const RegisterInput = z.object({
  name: requiredText('Full name', 100),
  email,
  password: z.string({ error: 'Password is required' }).max(200, { error: 'Password must be at most 200 characters' }),
  role: z.enum(['student', 'applicant', 'admin'], { error: 'Role must be student, applicant or admin' }).nullish(),
  phone: optionalText('Phone', 40),
  company: optionalText('Company', 120),
});

export const ProfileInput = z.object({
  name: requiredText('Full name', 100).optional(),
  phone: optionalText('Phone', 40),
  company: optionalText('Company', 120),
  department: optionalText('Department', 120),
  position: optionalText('Position', 120),
  avatar: optionalText('Avatar', 500),
});

export async function issueToken(user: Pick<UserDoc, '_id' | 'role' | 'tokenVersion'>): Promise<string> {
  const { sessionTimeout } = (await getSettings()).security;
  return signAccessToken(runtime().config.jwtSecret, { id: user._id.toString(), role: user.role, tokenVersion: user.tokenVersion }, sessionTimeout);
}

async function checkPolicy(password: string, field: string): Promise<void> {
  const message = passwordPolicyError(password, (await getSettings()).security.passwordPolicy);
  if (message) throw new ValidationError({ [field]: message });
}

export type RegisterResult = { user: UserDoc; token: string | null; pendingApproval: boolean; message: string | null };

export async function register(raw: Record<string, unknown> | null | undefined, ip: string): Promise<RegisterResult> {
  await consume('registerPerIp', ip);
  const input = raw ?? {};
  // Spec section 5, in its order: passwords match, length, terms.
  if (typeof input['confirmPassword'] === 'string' && input['confirmPassword'] !== input['password']) {
    throw new ValidationError({ confirmPassword: 'Passwords do not match' });
  }
  if (typeof input['password'] !== 'string' || input['password'].length < 8) {
    throw new ValidationError({ password: 'Password must be at least 8 characters long' });
  }
  // Older REST callers send no terms flag; the web form always does, and false is refused.
  if (input['agreeToTerms'] === false) throw new ValidationError({ agreeToTerms: 'Please agree to the terms and conditions' });

  const data = parseInput(RegisterInput, input);
  await checkPolicy(data.password, 'password');
  const role = data.role ?? 'student';
  const keepsContact = role === 'applicant' || role === 'admin';
  if (await UserModel.exists({ email: data.email })) {
    throw new ConflictError('An account with this email already exists', { email: 'An account with this email already exists' });
  }
  const passwordHash = await hashPassword(data.password);
  let created;
  try {
    created = await UserModel.create({
      name: data.name,
      email: data.email,
      passwordHash,
      role,
      status: role === 'admin' ? 'pending' : 'active',
      ...(keepsContact ? { phone: data.phone, company: data.company } : {}),
      lastLogin: role === 'admin' ? undefined : new Date(),
    });
  } catch (err) {
    if ((err as { code?: number }).code === 11000) {
      throw new ConflictError('An account with this email already exists', { email: 'An account with this email already exists' });
    }
    throw err;
  }
  const user = created.toObject();

  if (role === 'admin') {
    await notifyStaff({
      title: 'New admin access request',
      message: `${user.name} (${user.email}) asked for admin access.`,
      link: '/admin/users?status=pending',
    });
    const staff = await UserModel.find({ role: { $in: ['admin', 'editor'] }, status: 'active' }, { email: 1 }).lean();
    await Promise.all([
      sendMail({
        to: user.email,
        subject: 'We received your request for admin access',
        text: `Hello ${user.name},\n\nThank you for your request for admin access. An administrator will review it, and you will receive an e-mail once it has been reviewed.\n`,
      }),
      ...staff.map((s) =>
        sendMail({
          to: s.email,
          subject: 'New admin access request',
          text: `${user.name} (${user.email}) asked for admin access.\n\nReview the request: ${appLink('/admin/users', { status: 'pending' })}\n`,
        }),
      ),
    ]);
    return { user, token: null, pendingApproval: true, message: ADMIN_REQUEST_MESSAGE };
  }
  return { user, token: await issueToken(user), pendingApproval: false, message: null };
}

/**
 * Failed attempts against unknown addresses are counted too, in memory, so that the lockout
 * message appears for any address after the same number of tries and reveals nothing.
 */
const unknownFailures = new Map<string, { count: number; lockedUntil: number }>();

function lockedMessage(until: number): string {
  const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  return `This account is locked after too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export async function login(raw: { email?: unknown; password?: unknown } | null | undefined, ip: string): Promise<{ user: UserDoc; token: string }> {
  const fields: Record<string, string> = {};
  if (typeof raw?.email !== 'string' || !raw.email.trim()) fields['email'] = 'Email is required';
  if (typeof raw?.password !== 'string' || !raw.password) fields['password'] = 'Password is required';
  if (Object.keys(fields).length) throw new ValidationError(fields);
  const address = String(raw?.email).trim().toLowerCase();
  const password = String(raw?.password);
  await assertNotLimited('loginFailuresPerIp', ip);
  await assertNotLimited('loginFailuresPerEmail', address);
  const failed = async (error: UnauthenticatedError): Promise<never> => {
    await Promise.all([recordFailure('loginFailuresPerIp', ip), recordFailure('loginFailuresPerEmail', address)]);
    throw error;
  };

  const { loginAttempts } = (await getSettings()).security;
  const user = await UserModel.findOne({ email: address }).select('+passwordHash').lean();
  const now = Date.now();

  if (!user) {
    const entry = unknownFailures.get(address) ?? { count: 0, lockedUntil: 0 };
    if (entry.lockedUntil > now) return failed(new UnauthenticatedError(lockedMessage(entry.lockedUntil)));
    await verifyPassword(null, password);
    entry.count += 1;
    if (entry.count >= loginAttempts) {
      unknownFailures.set(address, { count: 0, lockedUntil: now + LOCK_MINUTES * 60_000 });
      return failed(new UnauthenticatedError(lockedMessage(now + LOCK_MINUTES * 60_000)));
    }
    unknownFailures.set(address, entry);
    return failed(new UnauthenticatedError(INVALID_CREDENTIALS));
  }

  if (user.lockedUntil && user.lockedUntil.getTime() > now) return failed(new UnauthenticatedError(lockedMessage(user.lockedUntil.getTime())));

  if (!(await verifyPassword(user.passwordHash, password))) {
    const failures = user.failedLoginCount + 1;
    if (failures >= loginAttempts) {
      const until = new Date(now + LOCK_MINUTES * 60_000);
      await UserModel.updateOne({ _id: user._id }, { $set: { failedLoginCount: 0, lockedUntil: until } });
      return failed(new UnauthenticatedError(lockedMessage(until.getTime())));
    }
    await UserModel.updateOne({ _id: user._id }, { $set: { failedLoginCount: failures } });
    return failed(new UnauthenticatedError(INVALID_CREDENTIALS));
  }

  // The password is right, so saying why the account cannot sign in reveals nothing new.
  if (user.status === 'pending') {
    throw new UnauthenticatedError('Your admin access request is still awaiting approval. You will receive an e-mail once it has been reviewed.');
  }
  if (user.status === 'suspended') throw new UnauthenticatedError('Your account has been suspended. Please contact us if you think this is a mistake.');
  if (user.status === 'inactive') throw new UnauthenticatedError('Your account is inactive. Please contact us to reactivate it.');

  const updated = await UserModel.findByIdAndUpdate(
    user._id,
    { $set: { failedLoginCount: 0, lockedUntil: null, lastLogin: new Date() } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new UnauthenticatedError(INVALID_CREDENTIALS);
  return { user: updated, token: await issueToken(updated) };
}

export async function me(actor: Actor | null): Promise<UserDoc | null> {
  if (!actor) return null;
  return UserModel.findById(actor.id).lean();
}

export async function updateProfile(actor: Actor | null, raw: unknown): Promise<UserDoc> {
  const me = requireUser(actor);
  const data = parseInput(ProfileInput, raw ?? {});
  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  // Merge: only the fields the caller sent change; a field sent empty is cleared.
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  for (const key of Object.keys(ProfileInput.shape) as (keyof typeof data)[]) {
    if (!(key in given)) continue;
    if (data[key] === undefined) unset[key] = 1;
    else set[key] = data[key];
  }
  const updated = await UserModel.findByIdAndUpdate(
    me.id,
    { ...(Object.keys(set).length ? { $set: set } : {}), ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new UnauthenticatedError();
  return updated;
}

export async function changePassword(actor: Actor | null, currentPassword: unknown, newPassword: unknown): Promise<{ user: UserDoc; token: string }> {
  const me = requireUser(actor);
  if (typeof currentPassword !== 'string' || !currentPassword) throw new ValidationError({ currentPassword: 'Current password is required' });
  if (typeof newPassword !== 'string' || !newPassword) throw new ValidationError({ newPassword: 'New password is required' });
  const user = await UserModel.findById(me.id).select('+passwordHash').lean();
  if (!user) throw new UnauthenticatedError();
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new ValidationError({ currentPassword: 'Current password is incorrect' });
  await checkPolicy(newPassword, 'newPassword');
  // A new token version signs out every other session; this one gets a fresh token.
  const updated = await UserModel.findByIdAndUpdate(
    me.id,
    { $set: { passwordHash: await hashPassword(newPassword) }, $inc: { tokenVersion: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new UnauthenticatedError();
  await sendMail({
    to: updated.email,
    subject: 'Your password was changed',
    text: `Hello ${updated.name},\n\nThe password of your account was just changed, and every other session was signed out. If this was not you, reset your password at once: ${appLink('/forgot-password')}\n`,
  });
  return { user: updated, token: await issueToken(updated) };
}

export async function forgotPassword(rawEmail: unknown, ip: string): Promise<{ message: string }> {
  const address = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
  if (!address) throw new ValidationError({ email: 'Email is required' });
  await consume('forgotPerIp', ip);
  await consume('forgotPerEmail', address);
  const user = await UserModel.findOne({ email: address }).lean();
  if (user && user.status !== 'pending') {
    const token = await issuePasswordToken(user._id, 'reset');
    await sendMail({
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your account. If it was you, open this link within 1 hour to choose a new password:\n\n${appLink('/reset-password', { token })}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

export async function resetPassword(token: unknown, newPassword: unknown): Promise<{ message: string }> {
  if (typeof token !== 'string' || !token) throw new ValidationError({ token: 'This password link is invalid or has expired.' });
  if (typeof newPassword !== 'string' || !newPassword) throw new ValidationError({ newPassword: 'New password is required' });
  // Checked before the token is used, so a rejected password does not burn the link.
  await checkPolicy(newPassword, 'newPassword');
  const userId = await consumePasswordToken(token);
  if (!userId) throw new ValidationError({ token: 'This password link is invalid or has expired.' });
  const updated = await UserModel.findByIdAndUpdate(
    userId,
    { $set: { passwordHash: await hashPassword(newPassword), failedLoginCount: 0, lockedUntil: null }, $inc: { tokenVersion: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new ValidationError({ token: 'This password link is invalid or has expired.' });
  return { message: 'Your password has been set. You can now sign in with it.' };
}
