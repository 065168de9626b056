/**
 * Active Users (spec section 3): the accounts that signed in during a period, as the distinct
 * actors of the activity log's sign-in entries. Counting them distinct over a year of the log is a
 * scan of 100,000s of entries, so:
 * - a range reaching today counts accounts by their last sign-in (`lastSignInAt`, set in the
 *   transaction that logs the sign-in; indexed): whoever signed in since `from` has their last
 *   sign-in since `from`;
 * - a range wholly in the past never changes (sign-in entries are only appended, at the time of
 *   the sign-in), so its count is computed once from the log and kept (insight_state).
 * A deleted account's last sign-in is kept apart (by the insights module) and counted too, as the log does.
 */
import { activityFigures } from '../activity/index.js';
import { goneSignInsBetween, keptFigure } from '../insights/index.js';
import { userFigures } from '../users/index.js';

const inRange = (from: Date, to: Date) => ({ $gte: from, $lt: to });

/** The log's answer: distinct actors of sign-in entries in [from, to) (index { action, at }). */
export async function signedInBetween(from: Date, to: Date): Promise<number> {
  const [row] = await activityFigures.aggregate<{ n: number }>([
    { $match: { action: 'sign-in', at: inRange(from, to) } },
    { $group: { _id: '$actorId' } },
    { $count: 'n' },
  ]);
  return row?.n ?? 0;
}

/**
 * Accounts whose last sign-in is in [from, to), deleted ones included (as the log counts them):
 * the active users of a range that reaches now.
 */
export async function lastSignedInBetween(from: Date, to: Date): Promise<number> {
  const [accounts, gone] = await Promise.all([userFigures.count({ lastSignInAt: inRange(from, to) }), goneSignInsBetween(from, to)]);
  return accounts + gone;
}

/** The active users of a past range [from, to), counted once from the log and then kept. */
export async function pastActiveUsers(zone: string, from: Date, to: Date, now = new Date()): Promise<number> {
  if (to > now) return signedInBetween(from, to);
  return keptFigure(`active:${zone}:${from.toISOString()}:${to.toISOString()}`, () => signedInBetween(from, to));
}
