/**
 * Careers, the job postings: every use case once, with its permission check. Guests (and every
 * signed-in user who is not staff) see open jobs only — active and before their deadline; administrators
 * and editors see and change everything.
 */
import mongoose, { type QueryFilter, type Types } from 'mongoose';
import type { Logger } from '../../logger.js';
import { isStaff, requireStaff, type Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/errors.js';
import { findListPage, type PageArgs, type PageResult, searchFields } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import { ApplicationModel } from './application.model.js';
import { JOB_DEPARTMENTS, JobModel, isJobOpen, openJobsQuery, type JobDepartment, type JobDoc } from './job.model.js';
import { CreateJobInput, JobFilterInput, PatchJobInput, UpdateJobInput } from './job.validation.js';
import { deleteResumes } from './resume.storage.js';
import { findOneById, isObjectId } from '../../core/ids.js';
import { recordActivity, withSchedule } from '../activity/index.js';
import { applyRollupChange } from '../insights/index.js';
import { siteZone } from '../settings/index.js';
import { withTranslations } from '../../core/translations.js';

export const JOB_NOT_FOUND = /*i18n*/ { message: 'Job not found' };

/** The job board's (or Job Management's) query and order, shared by the list and its export. */
export function jobListQuery(actor: Actor | null, rawFilter: unknown): { query: QueryFilter<JobDoc>; sort: Record<string, 1 | -1> } {
  const filter = parseInput(JobFilterInput, rawFilter) ?? {};
  const staff = isStaff(actor);
  const conditions: QueryFilter<JobDoc>[] = [];
  // Deny by default: only staff may see drafts, paused, closed or expired jobs, whatever the filter asks.
  if (!staff || filter.openOnly) conditions.push(openJobsQuery());
  if (staff && filter.status) conditions.push({ status: filter.status });
  if (filter.type) conditions.push({ type: filter.type });
  if (filter.level) conditions.push({ level: filter.level });
  if (filter.department) conditions.push({ department: filter.department });
  // A visitor searches in the language they read: every version's title and description is searched.
  if (filter.search) conditions.push({ $or: searchFields(filter.search, [...withTranslations(['title', 'description']), 'company', 'location']) });
  const query: QueryFilter<JobDoc> = conditions.length ? { $and: conditions } : {};
  // The public board shows the newest postings first; the back office the newest records.
  const sort: Record<string, -1> = staff && !filter.openOnly ? { createdAt: -1, _id: -1 } : { postedDate: -1, _id: -1 };
  return { query, sort };
}

export async function listJobs(actor: Actor | null, rawFilter: unknown, pageArgs: PageArgs): Promise<PageResult<JobDoc>> {
  return findListPage(JobModel, jobListQuery(actor, rawFilter), pageArgs, 50);
}

export async function getJob(actor: Actor | null, id: string): Promise<JobDoc | null> {
  const job = await findOneById(JobModel, id);
  if (!job) return null;
  if (!isJobOpen(job) && !isStaff(actor)) return null;
  return job;
}

export type JobStats = { totalJobs: number; activeJobs: number; totalApplications: number; totalViews: number };

/** Spec section 2, Job Management: the four stat cards, computed from the data. */
export async function getJobStats(actor: Actor | null): Promise<JobStats> {
  requireStaff(actor);
  const [totals, activeJobs, totalApplications] = await Promise.all([
    JobModel.aggregate<{ totalJobs: number; totalViews: number }>([{ $group: { _id: null, totalJobs: { $sum: 1 }, totalViews: { $sum: '$views' } } }]),
    JobModel.countDocuments(openJobsQuery()),
    ApplicationModel.countDocuments(),
  ]);
  return { totalJobs: totals[0]?.totalJobs ?? 0, activeJobs, totalApplications, totalViews: totals[0]?.totalViews ?? 0 };
}

export type CareerStats = { openPositions: number; departments: number; byDepartment: { department: JobDepartment; count: number }[] };

/** The Career page's facts: open positions and the departments hiring, for everyone. */
export async function getCareerStats(): Promise<CareerStats> {
  const rows = await JobModel.aggregate<{ _id: JobDepartment; count: number }>([
    { $match: openJobsQuery() },
    { $group: { _id: '$department', count: { $sum: 1 } } },
  ]);
  const byDepartment = JOB_DEPARTMENTS.map((department) => ({ department, count: rows.find((r) => r._id === department)?.count ?? 0 })).filter((d) => d.count > 0);
  return { openPositions: byDepartment.reduce((sum, d) => sum + d.count, 0), departments: byDepartment.length, byDepartment };
}

export async function createJob(actor: Actor | null, input: unknown): Promise<JobDoc> {
  const admin = requireStaff(actor);
  const data = await withSchedule(parseInput(CreateJobInput, input), siteZone);
  return mongoose.connection.transaction(async (session) => {
    const [created] = await JobModel.create([{ ...data, postedDate: data.status === 'active' ? new Date() : null }], { session });
    if (!created) throw new Error('The job was not created');
    const job = created.toObject();
    const summary = /*i18n*/ ({ message: '{actor} {posted, select, yes {posted} other {created}} job {title}', values: { actor: admin.name, posted: job.status === 'active' ? 'yes' : 'no', title: job.title } });
    await recordActivity({ actor: admin, action: 'create', entityType: 'job', entityId: job._id, summary }, session);
    return job;
  });
}

export async function updateJob(actor: Actor | null, id: string, input: unknown): Promise<JobDoc> {
  return saveJob(actor, id, input, UpdateJobInput);
}

/** A partial update (REST PATCH, e.g. only `{ status: paused }`): only the fields given are validated and changed. */
export async function patchJob(actor: Actor | null, id: string, input: unknown): Promise<JobDoc> {
  return saveJob(actor, id, input, PatchJobInput);
}

async function saveJob(actor: Actor | null, id: string, input: unknown, schema: typeof UpdateJobInput | typeof PatchJobInput): Promise<JobDoc> {
  const admin = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(JOB_NOT_FOUND);
  const data = await withSchedule(parseInput(schema, input ?? {}), siteZone);
  return mongoose.connection.transaction(async (session) => {
    const existing = await JobModel.findById(id, null, { session }).lean();
    if (!existing) throw new NotFoundError(JOB_NOT_FOUND);
    const set: Record<string, unknown> = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
    // The posted date is the first publication; pausing and re-opening keeps it.
    if (data.status === 'active' && !existing.postedDate) set['postedDate'] = new Date();
    const updated = await JobModel.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after', runValidators: true, session }).lean();
    if (!updated) throw new NotFoundError(JOB_NOT_FOUND);
    await recordActivity({ actor: admin, action: 'update', entityType: 'job', entityId: id, summary: /*i18n*/ ({ message: '{actor} updated job {title}', values: { actor: admin.name, title: updated.title } }), before: existing, after: updated }, session);
    return updated;
  });
}

/**
 * Deletes the posting with its applications and their résumés: personal data is not kept for a job
 * that no longer exists (the confirmation dialog asks first).
 */
export async function deleteJob(log: Logger, actor: Actor | null, id: string): Promise<string> {
  const admin = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(JOB_NOT_FOUND);
  const applications = await ApplicationModel.find({ job: id }).select('resume.fileId').lean<{ resume: { fileId: Types.ObjectId } }[]>();
  await mongoose.connection.transaction(async (session) => {
    const deleted = await JobModel.findByIdAndDelete(id, { session }).lean();
    if (!deleted) throw new NotFoundError(JOB_NOT_FOUND);
    // What the rollups counted of them goes with them (read in the transaction, then removed).
    const going = await ApplicationModel.find({ job: id }, { applicant: 1, job: 1, createdAt: 1, status: 1, history: 1 }, { session }).lean();
    const removed = await ApplicationModel.deleteMany({ job: id }, { session });
    await applyRollupChange(session, ...going.map((a) => ({ kind: 'application' as const, before: a, after: null })));
    const summary = /*i18n*/ ({
      message: '{actor} deleted job {title}{applications, plural, =0 {} one { and its # application} other { and its # applications}}',
      values: { actor: admin.name, title: deleted.title, applications: removed.deletedCount },
    });
    await recordActivity({ actor: admin, action: 'delete', entityType: 'job', entityId: id, summary, before: deleted }, session);
  });
  await deleteResumes(log, applications.map((a) => a.resume.fileId));
  return id;
}

/** The sitemap's job pages: every job a guest may open (active, before its deadline), with its last change. */
export async function listOpenJobRefs(): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await JobModel.find(openJobsQuery(), { _id: 1, updatedAt: 1 }).sort({ _id: 1 }).lean<{ _id: Types.ObjectId; updatedAt: Date }[]>();
  return rows.map((r) => ({ id: String(r._id), updatedAt: r.updatedAt }));
}

/** Every open job (active, before its deadline), newest first: the job feeds read them whole. */
export async function listOpenJobs(): Promise<JobDoc[]> {
  return JobModel.find(openJobsQuery()).sort({ postedDate: -1, _id: -1 }).lean<JobDoc[]>();
}
