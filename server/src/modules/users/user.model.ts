import { LANGUAGES, type Language } from '@ai-solutions/common';
import { Schema, model, type Types } from 'mongoose';
import { searchWordsPlugin } from '../search/index.js';

import { ROLES, type Role } from '../../core/access.js';
/** The roles, and those that reach the back office: the one role hierarchy in core/access.ts. */
export { ROLES, STAFF_ROLES, type Role } from '../../core/access.js';

export const USER_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Stored sealed (AES-256-GCM, key derived from JWT_SECRET) and hashed: nothing here reads back as a secret. */
export interface TwoFactorSecrets {
  /** The confirmed TOTP secret, sealed. */
  secret?: string | null;
  /** A secret shown during enrollment and not yet confirmed with a code, sealed. */
  pendingSecret?: string | null;
  /** SHA-256 of each unused recovery code. */
  recoveryCodes?: string[];
  /** The time step of the last TOTP code accepted: that code and every earlier one are refused (RFC 6238 §5.2). */
  lastTotpStep?: number | null;
}

export interface UserDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  /** argon2id hash; absent until an invited user sets a password. Never selected by default. */
  passwordHash?: string | null;
  role: Role;
  status: UserStatus;
  phone?: string | null;
  company?: string | null;
  department?: string | null;
  position?: string | null;
  avatar?: string | null;
  language?: Language | null;
  lastLogin?: Date | null;
  /** The last sign-in (a `sign-in` entry of the activity log; registering is not one): Active Users. */
  lastSignInAt?: Date | null;
  /** The first enrollment or application of the account (Conversion); kept by insights/rollup-change.ts. */
  firstEngagedAt?: Date | null;
  /** Hashes of the addresses this user signed in from (newest last): they skip the account's sign-in delays. Never selected by default. */
  knownAddresses?: string[];
  /** Sign-in locks set before this time no longer count (the owner used the link mailed at lockout). */
  locksLiftedAt?: Date | null;
  /** Bumped to revoke every token issued before (password change, suspension). */
  tokenVersion: number;
  /**
   * Who imported this user, while their invitation is still to be written: set in the import's
   * transaction, taken off in the one that writes the invitation, so that an import a process
   * stopped after is still invited when a process starts.
   */
  invitationPendingBy?: string | null;
  /** Sessions signed out before their tokens expire (logout); each entry is dropped once `until` has passed. */
  revokedSessions?: { sid: string; until: Date }[];
  /** When the user's TOTP second factor was confirmed; absent while they have none. */
  twoFactorEnabledAt?: Date | null;
  /** The second factor's secrets (modules/two-factor). Never selected by default, never presented. */
  twoFactor?: TwoFactorSecrets | null;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserDoc>(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    passwordHash: { type: String, select: false },
    role: { type: String, enum: ROLES, required: true, default: 'student' },
    status: { type: String, enum: USER_STATUSES, required: true, default: 'active' },
    phone: { type: String, trim: true, maxlength: 40 },
    company: { type: String, trim: true, maxlength: 120 },
    department: { type: String, trim: true, maxlength: 120 },
    position: { type: String, trim: true, maxlength: 120 },
    avatar: { type: String, trim: true, maxlength: 500 },
    /** The language the person reads the product in (the back office, the account pages, their e-mails). */
    language: { type: String, enum: LANGUAGES },
    lastLogin: { type: Date },
    lastSignInAt: { type: Date },
    firstEngagedAt: { type: Date },
    knownAddresses: { type: [String], select: false, default: undefined },
    locksLiftedAt: { type: Date },
    tokenVersion: { type: Number, default: 0 },
    invitationPendingBy: { type: String },
    revokedSessions: { type: [{ _id: false, sid: String, until: Date }], default: undefined, select: false },
    twoFactorEnabledAt: { type: Date },
    twoFactor: { type: { _id: false, secret: String, pendingSecret: String, recoveryCodes: { type: [String], default: undefined }, lastTotpStep: Number }, select: false },
  },
  { timestamps: true, collection: 'users' },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ role: 1, status: 1 });
// User Management lists newest first, { createdAt: -1, _id: -1 } (ties by id so pages never overlap):
// these serve that whole sort, unfiltered and filtered by role or status, so a first page reads
// its 10 index entries instead of sorting 100,000 accounts (npm run bench:search).
userSchema.index({ createdAt: -1, _id: -1 });
userSchema.index({ role: 1, createdAt: -1, _id: -1 });
userSchema.index({ status: 1, createdAt: -1, _id: -1 });
// Analytics: Active Users counts { lastSignInAt >= start }. (Conversion of a past range
// counts { createdAt range, firstEngagedAt < end } once and keeps it: the { createdAt } index serves
// it; a compound one was not chosen by the embedded store's planner.)
userSchema.index({ lastSignInAt: 1 }, { sparse: true });
// Imported users still waiting for their invitation (a start-up pass finds them).
userSchema.index({ invitationPendingBy: 1 }, { sparse: true });

/** The admin search (modules/search): A user is found by name and e-mail address. */
export const USER_SEARCH_FIELDS = ['name', 'email'] as const;
searchWordsPlugin(userSchema, USER_SEARCH_FIELDS);

export const UserModel = model<UserDoc>('User', userSchema);
