/**
 * The first administrator: from ADMIN_EMAIL/ADMIN_PASSWORD when set; in development without them a
 * demo admin with a generated password that is printed once in the log; in production nothing is
 * invented (the log says how to create one).
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { hashPassword } from './passwords.js';
import { passwordPolicyError } from '@ai-solutions/common';
import { applyRollupChange } from '../insights/index.js';
import { seal } from '../../core/secret-box.js';
import { UserModel } from './user.model.js';

export const DEMO_ADMIN_EMAIL = 'admin@aisolutions.example';

export function generatePassword(): string {
  // 18 random characters plus one of each class, so it passes the strong policy.
  return `${randomBytes(14).toString('base64url')}Aa1!`;
}

/**
 * `totp`: a base32 secret to provision as the admin's second factor (ADMIN_TOTP_SECRET), sealed with
 * the server secret; without it the admin sets up two-factor sign-in at the first sign-in.
 */
export async function createAdmin(input: { name: string; email: string; password: string; totp?: { secret: string; serverSecret: string } }): Promise<{ created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const policy = passwordPolicyError(input.password, 'strong');
  if (policy) throw new Error(policy);
  if (await UserModel.exists({ email })) return { created: false };
  const twoFactor = input.totp ? { twoFactor: { secret: seal(input.totp.serverSecret, input.totp.secret), recoveryCodes: [] }, twoFactorEnabledAt: new Date() } : {};
  const passwordHash = await hashPassword(input.password);
  await mongoose.connection.transaction(async (session) => {
    const [doc] = await UserModel.create([{ name: input.name, email, passwordHash, role: 'admin', status: 'active', ...twoFactor }], { session });
    if (doc) await applyRollupChange(session, { kind: 'user', before: null, after: doc });
  });
  return { created: true };
}

export type DemoAdmin = { email: string; password: string };

/**
 * Makes sure there is an administrator. Answers the demo admin's credentials when it had to create
 * one, for main.ts to show once the server listens (as one log line among the build output and
 * request logs, it is easily missed).
 */
export async function ensureFirstAdmin(config: Config, log: Logger): Promise<DemoAdmin | null> {
  if (config.admin.email && config.admin.password) {
    const totp = config.admin.totpSecret ? { secret: config.admin.totpSecret, serverSecret: config.jwtSecret } : undefined;
    const { created } = await createAdmin({ name: config.admin.name, email: config.admin.email, password: config.admin.password, ...(totp ? { totp } : {}) });
    if (created) log.info({ email: config.admin.email }, 'administrator created from ADMIN_EMAIL / ADMIN_PASSWORD');
    return null;
  }
  if (await UserModel.exists({ role: 'admin' })) return null;
  if (config.isProduction) {
    log.warn('There is no administrator. Set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin`.');
    return null;
  }
  const password = generatePassword();
  await createAdmin({ name: 'Demo Admin', email: DEMO_ADMIN_EMAIL, password });
  log.warn({ email: DEMO_ADMIN_EMAIL }, 'demo administrator created; its password is shown once the server listens');
  return { email: DEMO_ADMIN_EMAIL, password };
}

/**
 * A new generated password for the demo administrator (created when missing), for
 * `npm run reset-demo-admin`: its earlier sessions are signed out, sign-in locks lifted, and its
 * two-factor sign-in cleared (a lost authenticator is the other way to be locked out), so the
 * next sign-in sets it up again.
 */
export async function resetDemoAdmin(): Promise<DemoAdmin> {
  const password = generatePassword();
  const updated = await UserModel.updateOne(
    { email: DEMO_ADMIN_EMAIL },
    {
      $set: { passwordHash: await hashPassword(password), status: 'active', locksLiftedAt: new Date() },
      $unset: { twoFactor: 1, twoFactorEnabledAt: 1 },
      $inc: { tokenVersion: 1 },
    },
  );
  if (updated.matchedCount === 0) await createAdmin({ name: 'Demo Admin', email: DEMO_ADMIN_EMAIL, password });
  return { email: DEMO_ADMIN_EMAIL, password };
}

/** The framed block main.ts prints (only the hash is kept, so this is the one time it can be shown). */
export function demoAdminBanner(admin: DemoAdmin, siteUrl: string): string {
  const lines = [
    'Demo administrator created (shown only this once)',
    `  Sign in:  ${siteUrl}/login?role=admin`,
    `  E-mail:   ${admin.email}`,
    `  Password: ${admin.password}`,
    'Two-factor sign-in: set it up at the first sign-in (scan the QR code with an authenticator app).',
    'Missed it, or lost the authenticator? `npm run reset-demo-admin` prints a new password',
    'and clears two-factor sign-in (the server can keep running).',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return ['', rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n');
}
