/** Views count once per visitor per day, for open jobs, and never for staff looking at their own postings. */
import { createHmac } from 'node:crypto';
import { isDuplicateKeyError, NotFoundError } from '../../core/errors.js';
import { isStaff, type Actor } from '../../core/actor.js';
import { JobModel } from './job.model.js';
import { JOB_NOT_FOUND, getJob } from './job.service.js';
import { JobViewModel } from './job-view.model.js';
import { JobViewDayModel } from './job-view-day.model.js';

export type Visitor = { ip: string; userAgent: string };

/**
 * A signed-in user is the same visitor on any device; a guest is an address with a browser. The key
 * is a keyed hash (keyed by the JWT secret), so the collection holds no address, user agent or user id.
 */
export function visitorKey(jwtSecret: string, actor: Actor | null, visitor: Visitor): string {
  const identity = actor ? `user:${actor.id}` : `guest:${visitor.ip}|${visitor.userAgent}`;
  return createHmac('sha256', jwtSecret).update(identity).digest('base64url');
}

/** Answers whether this view was counted (false for a repeat visit today, or for staff). */
export async function recordJobView(jwtSecret: string, actor: Actor | null, id: string, visitor: Visitor, now = new Date()): Promise<boolean> {
  const job = await getJob(actor, id);
  if (!job) throw new NotFoundError(JOB_NOT_FOUND);
  if (isStaff(actor)) return false;
  try {
    await JobViewModel.create({ job: job._id, visitor: visitorKey(jwtSecret, actor, visitor), day: now.toISOString().slice(0, 10) });
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
  await JobModel.updateOne({ _id: job._id }, { $inc: { views: 1 } });
  // The day's count stays for the analytics funnels after the per-visitor row expires.
  const date = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  await JobViewDayModel.updateOne({ job: job._id, date }, { $inc: { count: 1 } }, { upsert: true });
  return true;
}
