/**
 * Conversion counts the accounts that enrolled or applied: each account keeps the date of its first
 * enrollment or application (`firstEngagedAt`), moved in the transaction of the write that creates
 * or deletes one, together with the account's own change to the rollups (rollup-change.ts). The
 * modules whose records engage an account, and the one that keeps the date, take part through their
 * descriptors (modules/index.ts), so the rollups import none of them.
 */
import type { ClientSession, Types } from 'mongoose';
import { installedModules, partsOf } from '../../core/module.js';

/** What the rollups count of an account: when it was opened, and when it first enrolled or applied. */
export type AccountEngagement = { _id?: Types.ObjectId; createdAt: Date; firstEngagedAt?: Date | null };

/** The date of `user`'s first record of one kind (an enrollment, an application), in `session`'s transaction; null when none. */
export type FirstEngagement = (user: Types.ObjectId, session: ClientSession) => Promise<Date | null>;

/** The accounts' first engagement, kept on the account; each write answers the account before it. */
export type EngagedAccounts = {
  /** Moves the first engagement back to `at` if that is earlier. */
  engageAt(user: Types.ObjectId, at: Date, session: ClientSession): Promise<AccountEngagement | null>;
  /** Sets the first engagement (none: null). */
  setFirstEngagedAt(user: Types.ObjectId, first: Date | null, session: ClientSession): Promise<AccountEngagement | null>;
};

declare module '../../core/module.js' {
  interface ModuleParts {
    /** Its records engage an account (enrollments, applications): the date of an account's first one. */
    engagements: readonly FirstEngagement[];
    /** It keeps each account's first engagement (users). */
    engagedAccounts: EngagedAccounts;
  }
}

/** The module that keeps the accounts' first engagement. */
export function engagedAccounts(): EngagedAccounts {
  const keeper = installedModules().find((m) => m.engagedAccounts)?.engagedAccounts;
  if (!keeper) throw new Error('No installed module keeps the accounts’ first engagement (a descriptor with `engagedAccounts`).');
  return keeper;
}

/** The date of `user`'s first enrollment or application, or null; one query after the other (a transaction's session runs one at a time). */
export async function firstEngagementOf(user: Types.ObjectId, session: ClientSession): Promise<Date | null> {
  let first: Date | null = null;
  for (const firstOf of partsOf('engagements')) {
    const at = await firstOf(user, session);
    if (at && (!first || at < first)) first = at;
  }
  return first;
}
