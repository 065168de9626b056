/**
 * Registration (spec section 5): students and candidates are signed in at once; an admin request
 * waits for an administrator's approval. Registration's duplicate check is the one message that
 * says an e-mail is registered.
 */
import mongoose from 'mongoose';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { recordActivity } from '../activity/index.js';
import { afterCommit } from '../../core/after-commit.js';
import { ConflictError, isDuplicateKeyError, ValidationError } from '../../core/errors.js';
import { fieldMessage, optionalText, parseInput, requiredText } from '../../core/validation.js';
import { applyRollupChange } from '../insights/index.js';
import { adminRequestReceivedMail, queueMailInTransaction, sendQueuedMail, type QueuedMail } from '../mail/index.js';
import { notifyStaff } from '../notifications/index.js';
import { assertPasswordPolicy, createUserRecord, emailTaken, hashPassword, type UserDoc } from '../users/index.js';
import { emailField } from './email-field.js';
import { issueToken } from './issue-token.js';
import { consumeRegistration } from './rate-limits.js';
import { addressHash } from './sign-in-guard.js';
import { adminRequestNotice, AUTH_MESSAGES, AUTH_ACTIVITY } from './auth.messages.js';
import { languageField } from './profile.service.js';
import type { Language } from '@ai-solutions/common';
import type { ServerMessage } from '../../i18n/message.js';

export const ADMIN_REQUEST_MESSAGE = AUTH_MESSAGES.adminRequestSubmitted;

/** Registration: self-service roles only (editor, user and moderator are given by administrators). */
export const RegisterInput = z.object({
  name: requiredText(AUTH_MESSAGES.fullNameLabel, 100),
  email: emailField,
  password: z.string({ error: fieldMessage(AUTH_MESSAGES.passwordRequired) }).max(200, { error: fieldMessage(AUTH_MESSAGES.passwordTooLong) }),
  role: z.enum(['student', 'applicant', 'admin'], { error: fieldMessage(AUTH_MESSAGES.roleChoice) }).nullish(),
  phone: optionalText(AUTH_MESSAGES.phoneLabel, 40),
  company: optionalText(AUTH_MESSAGES.companyLabel, 120),
  language: languageField,
});

/** `message`: what the caller is told (an admin request waits for approval), for the adapter to translate. */
export type RegisterResult = { user: UserDoc; token: string | null; pendingApproval: boolean; message: ServerMessage | null };

const duplicate = () => new ConflictError(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });

/** `pageLanguage`: the language the person registers in (the request's), kept as theirs unless they chose another. */
export async function register(deps: AppDeps, raw: Record<string, unknown> | null | undefined, ip: string, pageLanguage?: Language): Promise<RegisterResult> {
  await consumeRegistration(deps.config.registrationsPerHour, ip);
  const input = raw ?? {};
  // Spec section 5, in its order: passwords match, length, terms.
  if (typeof input['confirmPassword'] === 'string' && input['confirmPassword'] !== input['password']) {
    throw new ValidationError({ confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch });
  }
  if (typeof input['password'] !== 'string' || input['password'].length < 8) {
    throw new ValidationError({ password: AUTH_MESSAGES.passwordTooShort });
  }
  // Nobody gets an account without agreeing: the flag must be sent, and be true, by every caller.
  if (input['agreeToTerms'] !== true) throw new ValidationError({ agreeToTerms: AUTH_MESSAGES.agreeToTerms });

  const data = parseInput(RegisterInput, input);
  await assertPasswordPolicy(data.password, 'password');
  const role = data.role ?? 'student';
  const keepsContact = role === 'applicant' || role === 'admin';
  if (await emailTaken(data.email)) throw duplicate();
  const passwordHash = await hashPassword(data.password);
  let created;
  try {
    created = await mongoose.connection.transaction(async (session) => {
      const doc = await createUserRecord(
        {
          name: data.name,
          email: data.email,
          passwordHash,
          role,
          status: role === 'admin' ? 'pending' : 'active',
          ...((data.language ?? pageLanguage) ? { language: data.language ?? pageLanguage } : {}),
          ...(keepsContact ? { phone: data.phone, company: data.company } : {}),
          // Signed in at once from here, so this address is one the owner is known to use.
          ...(role === 'admin' ? {} : { lastLogin: new Date(), knownAddresses: [addressHash(ip)] }),
        },
        session,
      );
      if (!doc) throw new Error('The account was not created');
      await applyRollupChange(session, { kind: 'user', before: null, after: doc });
      const who = { id: doc._id.toString(), name: doc.name, role: doc.role, email: doc.email };
      const summary = AUTH_ACTIVITY.registered(doc.name, role);
      await recordActivity({ actor: who, action: 'create', entityType: 'user', entityId: doc._id, summary, status: role === 'admin' ? 'pending' : 'success' }, session);
      // The requester's e-mail is stored with the request: a pending account always has its e-mail.
      const mail = role === 'admin' ? await queueMailInTransaction(deps, session, { to: doc.email, language: doc.language, template: adminRequestReceivedMail, data: { name: doc.name } }) : null;
      return { doc, mail };
    });
  } catch (err) {
    if (isDuplicateKeyError(err)) throw duplicate();
    throw err;
  }
  const user = created.doc.toObject();
  if (role === 'admin') {
    await announceAdminRequest(deps, user, created.mail);
    return { user, token: null, pendingApproval: true, message: ADMIN_REQUEST_MESSAGE };
  }
  return { user, token: await issueToken(deps.config.jwtSecret, user), pendingApproval: false, message: null };
}

async function announceAdminRequest(deps: AppDeps, user: UserDoc, mail: QueuedMail | null): Promise<void> {
  await afterCommit(deps.log, 'notifying staff of an admin access request', () =>
    notifyStaff(deps, {
      ...adminRequestNotice(user.name, user.email),
      link: '/admin/users?status=pending',
    }),
  );
  // The staff e-mail goes with the notification above (to the Contact Email, if Email Notifications is on).
  await sendQueuedMail(deps, mail);
}
