/**
 * Bulk actions on Job Management's list: publish, pause, archive (close) or delete the jobs chosen
 * on the page or every job matching the filter, in one transaction with one activity entry that
 * lists them (and keeps each job's "before", so the action can be undone). Each job is checked on
 * its own: what is refused is left as it was and said why; the rest is done.
 */
import mongoose, { Types } from 'mongoose';
import { requireStaff, type Actor } from '../../core/actor.js';
import { idsMatching, type BulkRefusal, type BulkResult } from '../../core/bulk.js';
import { isObjectId } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import type { MessageText } from '../../i18n/message.js';
import { applyInChunks, recordBulk, withBulkProgress } from '../activity/index.js';
import { JOB_MESSAGES } from './job.messages.js';
import { JobModel, type JobDoc, type JobStatus } from './job.model.js';
import { jobListQuery } from './job.service.js';
import { BulkJobsInput } from './job.validation.js';

const TARGET: Record<'publish' | 'pause' | 'archive', JobStatus> = { publish: 'active', pause: 'paused', archive: 'closed' };
const ALREADY: Record<JobStatus, MessageText | null> = { active: JOB_MESSAGES.alreadyActive, paused: JOB_MESSAGES.alreadyPaused, closed: JOB_MESSAGES.alreadyClosed, draft: null };

async function chosenIds(actor: Actor, ids: string[] | null | undefined, filter: unknown): Promise<string[]> {
  if (ids) return [...new Set(ids)];
  const { query } = jobListQuery(actor, filter);
  return idsMatching((limit) => JobModel.find(query, { _id: 1 }).limit(limit).lean());
}

/** Why a job may not take the action, or null. */
function refusalOf(action: keyof typeof TARGET | 'delete', job: JobDoc, now: Date): MessageText | null {
  if (action === 'delete') return job.applications > 0 ? { ...JOB_MESSAGES.hasApplications, values: { count: job.applications } } : null;
  const target = TARGET[action];
  if (job.status === target) return ALREADY[target];
  if (action === 'publish' && job.deadline && job.deadline < now) return JOB_MESSAGES.deadlinePassed;
  return null;
}

export async function bulkJobs(actor: Actor | null, raw: unknown): Promise<BulkResult> {
  const admin = requireStaff(actor);
  const input = parseInput(BulkJobsInput, raw);
  const ids = await chosenIds(admin, input.ids, input.filter);
  const now = new Date();
  return withBulkProgress(admin, input.progressKey, ids.length, (progress) => mongoose.connection.transaction(async (session) => {
    const wellFormed = ids.filter(isObjectId);
    const jobs = await JobModel.find({ _id: { $in: wellFormed.map((id) => new Types.ObjectId(id)) } }, null, { session }).lean();
    const byId = new Map(jobs.map((j) => [j._id.toHexString(), j]));
    const refused: BulkRefusal[] = [];
    const chosen: JobDoc[] = [];
    for (const id of ids) {
      const job = byId.get(id);
      const reason = job ? refusalOf(input.action, job, now) : JOB_MESSAGES.notFound;
      if (job && !reason) chosen.push(job);
      else refused.push({ id, name: job?.title ?? null, reason: reason ?? JOB_MESSAGES.notFound });
    }
    if (!chosen.length) return { batchId: null, succeeded: [], refused };
    const { action } = input;
    await applyInChunks(progress, chosen.map((j) => j._id), async (chunk) => {
      if (action === 'delete') {
        await JobModel.deleteMany({ _id: { $in: chunk } }, { session });
        return;
      }
      await JobModel.updateMany({ _id: { $in: chunk } }, { $set: { status: TARGET[action] } }, { session });
      // The posted date is the first publication.
      if (action === 'publish') await JobModel.updateMany({ _id: { $in: chunk }, postedDate: null }, { $set: { postedDate: now } }, { session });
    });
    const count = chosen.length;
    const summary = /*i18n*/ ({
      message: '{actor} {action, select, publish {published} pause {paused} archive {closed} other {deleted}} {count, plural, one {# job} other {# jobs}}: {titles}',
      values: { actor: admin.name, action: input.action, count, titles: chosen.map((j) => j.title).join(', ') },
    });
    const batchId = await recordBulk(admin, { entityType: 'job', action: input.action === 'delete' ? 'delete' : 'status-change', summary, before: chosen }, session, progress);
    return { batchId, succeeded: chosen.map((j) => j._id.toHexString()), refused };
  }));
}
