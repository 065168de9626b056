/**
 * Job applications: candidates apply with a résumé, follow their applications and may withdraw;
 * administrators and editors read the applications of a job and move them along the pipeline.
 */
import mongoose, { Types, type QueryFilter } from 'mongoose';
import { AppError, ConflictError, isDuplicateKeyError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError, type FieldErrors } from '../../core/errors.js';
import { afterCommit } from '../../core/after-commit.js';
import { findListPage, type PageArgs, type PageResult } from '../../core/pagination.js';
import { issueFields, parseInput } from '../../core/validation.js';
import type { AppDeps } from '../../app-deps.js';
import { isStaff, requireStaff, requireUser, type Actor } from '../../core/actor.js';
import { notifyStaff } from '../notifications/index.js';
import { findUserById } from '../users/index.js';
import { queueApplicationReceivedMail, queueStatusChangedMail } from './application.mail.js';
import { sendQueuedMail, type QueuedMail } from '../mail/index.js';
import { ApplicationModel, FINAL_STATUSES, type ApplicationDoc } from './application.model.js';
import { ApplicationStatusFilter, ApplyInput, StatusChangeInput } from './application.validation.js';
import { JobModel, isJobOpen, type JobDoc } from './job.model.js';
import { JOB_NOT_FOUND } from './job.service.js';
import { isObjectId } from '../../core/ids.js';
import { MAX_RESUME_BYTES, RESUME_MESSAGES } from '@ai-solutions/common';
import { detectResumeType } from './resume-type.js';
import { deleteResumes, saveResume } from './resume.storage.js';
import { APPLICATION_NOTICES, APPLICATION_ACTIVITY } from './job.messages.js';
import { recordActivity } from '../activity/index.js';
import { applyRollupChange } from '../insights/index.js';

// The résumé's limits and messages are the apply form's too (packages/common).
export { MAX_RESUME_BYTES, RESUME_MESSAGES };

/** Anyone can open a candidate account and apply to every job: each may store this much a day. */
export const RESUME_DAILY_QUOTA = { files: 20, bytes: 50 * 1024 * 1024 } as const;
const QUOTA_MESSAGE = `You can send at most ${RESUME_DAILY_QUOTA.files} résumés (50 MB) a day. Please try again tomorrow.`;

async function assertResumeQuota(applicantId: string, incomingBytes: number): Promise<void> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [today] = await ApplicationModel.aggregate<{ files: number; bytes: number }>([
    { $match: { applicant: new Types.ObjectId(applicantId), createdAt: { $gte: since } } },
    { $group: { _id: null, files: { $sum: 1 }, bytes: { $sum: '$resume.size' } } },
  ]);
  if ((today?.files ?? 0) + 1 > RESUME_DAILY_QUOTA.files || (today?.bytes ?? 0) + incomingBytes > RESUME_DAILY_QUOTA.bytes) {
    throw new TooManyRequestsError(QUOTA_MESSAGE);
  }
}

const APPLICATION_NOT_FOUND = /*i18n*/ { message: 'Application not found' };
const ONLY_CANDIDATES = /*i18n*/ { message: 'Only candidate accounts can apply for jobs. Sign in with a candidate account to apply.' };
const ALREADY_APPLIED = /*i18n*/ { message: 'You have already applied for this job' };

export type UploadedResume = { buffer: Buffer; originalname: string; size: number };

/**
 * Who may apply: signed-in candidates (role applicant) for an open job they have not applied for.
 * Runs before the upload is read (so a refused caller does not send 5 MB for nothing) and again when applying.
 */
export async function assertCanApply(actor: Actor | null, jobId: string): Promise<JobDoc> {
  const me = requireUser(actor);
  if (me.role !== 'applicant') throw new ForbiddenError(ONLY_CANDIDATES);
  const job = isObjectId(jobId) ? await JobModel.findById(jobId).lean() : null;
  if (!job || job.status === 'draft') throw new NotFoundError(JOB_NOT_FOUND);
  if (!isJobOpen(job)) throw new ConflictError(/*i18n*/ { message: 'This job is no longer accepting applications' });
  if (await ApplicationModel.exists({ job: job._id, applicant: me.id })) throw new ConflictError(ALREADY_APPLIED);
  await assertResumeQuota(me.id, 0);
  return job;
}

/** Keeps a name that is safe in a header and a file system, ending in the extension the bytes prove. */
function resumeFilename(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'resume'}.${extension}`;
}

export async function applyForJob(deps: AppDeps, actor: Actor | null, jobId: string, fields: unknown, file: UploadedResume | undefined): Promise<ApplicationDoc> {
  const job = await assertCanApply(actor, jobId);
  const me = requireUser(actor);

  // Every problem at once, the résumé's included, so the form can show them together.
  const parsed = ApplyInput.safeParse(fields ?? {});
  const errors: FieldErrors = parsed.success ? {} : issueFields(parsed.error);
  const kind = file && file.size > 0 ? detectResumeType(file.buffer) : null;
  if (!file) errors['resume'] = RESUME_MESSAGES.missing;
  else if (file.size === 0) errors['resume'] = RESUME_MESSAGES.empty;
  else if (file.size > MAX_RESUME_BYTES) errors['resume'] = RESUME_MESSAGES.tooLarge;
  else if (!kind) errors['resume'] = RESUME_MESSAGES.wrongType;
  if (Object.keys(errors).length || !parsed.success || !file || !kind) throw new ValidationError(errors);

  await assertResumeQuota(me.id, file.size);
  const filename = resumeFilename(file.originalname, kind.extension);
  const fileId = await saveResume(file.buffer, { filename, contentType: kind.contentType });
  let application: ApplicationDoc;
  let received: QueuedMail;
  try {
    ({ application, received } = await mongoose.connection.transaction(async (session) => {
      const now = new Date();
      const [created] = await ApplicationModel.create(
        [
          {
            job: job._id,
            applicant: new Types.ObjectId(me.id),
            phone: parsed.data.phone,
            coverLetter: parsed.data.coverLetter,
            resume: { fileId, filename, contentType: kind.contentType, size: file.size },
            status: 'submitted',
            history: [{ status: 'submitted', at: now, by: new Types.ObjectId(me.id), byName: me.name }],
          },
        ],
        { session },
      );
      await JobModel.updateOne({ _id: job._id }, { $inc: { applications: 1 } }, { session });
      if (!created) throw new Error('The application was not created');
      await applyRollupChange(session, { kind: 'application', before: null, after: created });
      await recordActivity(
        {
          actor: me,
          action: 'create',
          entityType: 'application',
          entityId: created._id,
          summary: APPLICATION_ACTIVITY.applied(me.name, job.title),
          status: 'pending',
          link: `/admin/jobs/${job._id.toString()}/applications`,
        },
        session,
      );
      return { application: created.toObject(), received: await queueApplicationReceivedMail(deps, session, me, job, filename) };
    }));
  } catch (err) {
    // Nothing is kept of a failed application, its file included.
    await deleteResumes(deps.log, [fileId]);
    if (isDuplicateKeyError(err)) throw new ConflictError(ALREADY_APPLIED);
    throw err;
  }

  await Promise.all([
    sendQueuedMail(deps, received),
    afterCommit(deps.log, 'notifying staff of a job application', () =>
      notifyStaff(deps, {
        ...APPLICATION_NOTICES.applied(me.name, job.title),
        link: `/admin/jobs/${job._id.toString()}/applications`,
      }),
    ),
  ]);
  return application;
}

/** Application lists, a job's or a candidate's: newest first unless the caller sorts. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export async function listMyApplications(actor: Actor | null, pageArgs: PageArgs): Promise<PageResult<ApplicationDoc>> {
  const me = requireUser(actor);
  return findListPage(ApplicationModel, { query: { applicant: new Types.ObjectId(me.id) }, sort: NEWEST_FIRST }, pageArgs, 50);
}

/** The current user's application for one job, or null: the Job Details page shows "Applied" with it. */
export async function getMyApplication(actor: Actor | null, jobId: string): Promise<ApplicationDoc | null> {
  const me = requireUser(actor);
  if (!isObjectId(jobId)) return null;
  return ApplicationModel.findOne({ job: jobId, applicant: me.id }).lean();
}

export async function listJobApplications(
  actor: Actor | null,
  jobId: string,
  rawStatus: unknown,
  pageArgs: PageArgs,
): Promise<PageResult<ApplicationDoc>> {
  requireStaff(actor);
  const status = parseInput(ApplicationStatusFilter, rawStatus);
  if (!isObjectId(jobId)) throw new NotFoundError(JOB_NOT_FOUND);
  const query: QueryFilter<ApplicationDoc> = { job: new Types.ObjectId(jobId) };
  if (status) query.status = status;
  const result = await findListPage(ApplicationModel, { query, sort: NEWEST_FIRST }, pageArgs, 50);
  // A job with applications exists (deleting a job deletes them): only an empty page asks whether it does.
  if (!result.items.length && !(await JobModel.exists({ _id: jobId }))) throw new NotFoundError(JOB_NOT_FOUND);
  return result;
}

/** Staff may act on any application; a candidate only on their own. */
async function findOwnOrAnyForStaff(actor: Actor, id: string): Promise<ApplicationDoc> {
  const application = isObjectId(id) ? await ApplicationModel.findById(id).lean() : null;
  if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
  if (application.applicant.toString() !== actor.id && !isStaff(actor)) throw new ForbiddenError(/*i18n*/ { message: 'You can only change your own application.' });
  return application;
}

/**
 * Moves an application along the pipeline. Staff pick any status but "withdrawn", which only the
 * candidate can choose; the candidate may only withdraw, while the application is still open.
 */
export async function changeApplicationStatus(deps: AppDeps, actor: Actor | null, id: string, input: unknown): Promise<ApplicationDoc> {
  const me = requireUser(actor);
  const { status, note } = parseInput(StatusChangeInput, input);
  const current = await findOwnOrAnyForStaff(me, id);
  const isOwner = current.applicant.toString() === me.id;
  const staff = isStaff(me);

  if (status === 'withdrawn') {
    if (!isOwner) throw new ValidationError({ status: /*i18n*/ { message: 'Only the candidate can withdraw an application' } });
    if (FINAL_STATUSES.includes(current.status)) throw new ConflictError(/*i18n*/ { message: 'This application is {status, select, submitted {submitted} reviewing {reviewing} interviewing {interviewing} offered {offered} hired {hired} rejected {rejected} other {withdrawn}} and can no longer be withdrawn', values: { status: current.status } });
  } else {
    if (!staff) throw new ForbiddenError(/*i18n*/ { message: 'You can only withdraw your application.' });
    if (current.status === 'withdrawn') throw new ConflictError(/*i18n*/ { message: 'The candidate withdrew this application' });
    if (current.status === status) throw new ValidationError({ status: /*i18n*/ { message: 'The application is already {status, select, submitted {submitted} reviewing {reviewing} interviewing {interviewing} offered {offered} hired {hired} rejected {rejected} other {withdrawn}}', values: { status } } });
  }

  const entry = { status, at: new Date(), by: new Types.ObjectId(me.id), byName: me.name, ...(note ? { note } : {}) };
  // Guarded by the status read above, so two admins acting at once cannot skip a step unnoticed.
  const { updated, mail, job } = await mongoose.connection.transaction(async (session) => {
    const changed = await ApplicationModel.findOneAndUpdate(
      { _id: current._id, status: current.status },
      { $set: { status }, $push: { history: entry } },
      { returnDocument: 'after', session },
    ).lean();
    if (!changed) throw new ConflictError(/*i18n*/ { message: 'The application changed meanwhile. Reload it and try again.' });
    await applyRollupChange(session, { kind: 'application', before: current, after: changed });
    const [job, applicant] = await Promise.all([
      JobModel.findById(changed.job, { title: 1, company: 1 }, { session }).lean(),
      findUserById(changed.applicant, { projection: { name: 1, email: 1, language: 1 }, session }),
    ]);
    const jobTitle = job?.title ?? '—';
    const summary = status === 'withdrawn' ? APPLICATION_ACTIVITY.withdrew(me.name, jobTitle) : APPLICATION_ACTIVITY.moved(me.name, isOwner ? null : (applicant?.name ?? '—'), jobTitle, status);
    await recordActivity(
      {
        actor: me,
        action: 'status-change',
        entityType: 'application',
        entityId: changed._id,
        summary,
        status: status === 'rejected' ? 'error' : 'success',
        before: { status: current.status },
        after: { status },
        link: `/admin/jobs/${changed.job.toString()}/applications`,
      },
      session,
    );
    const queued = applicant && job ? await queueStatusChangedMail(deps, session, applicant, job, status, note) : null;
    return { updated: changed, mail: queued, job };
  });
  await sendQueuedMail(deps, mail);
  if (status === 'withdrawn' && job) {
    await afterCommit(deps.log, 'notifying staff of a withdrawn application', () =>
      notifyStaff(deps, {
        ...APPLICATION_NOTICES.withdrawn(me.name, job.title),
        link: `/admin/jobs/${job._id.toString()}/applications`,
      }),
    );
  }
  return updated;
}

/** Only the applicant and staff can download a résumé. */
export async function getResumeForDownload(actor: Actor | null, applicationId: string): Promise<ApplicationDoc['resume']> {
  const me = requireUser(actor);
  const application = isObjectId(applicationId) ? await ApplicationModel.findById(applicationId, { applicant: 1, resume: 1 }).lean() : null;
  if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
  if (application.applicant.toString() !== me.id && !isStaff(me)) throw new ForbiddenError(/*i18n*/ { message: 'Only the applicant and administrators can download this résumé.' });
  return application.resume;
}

/** A file over the limit, as the upload reader reports it: HTTP 413 naming the field. */
export function resumeTooLargeError(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 413, RESUME_MESSAGES.tooLarge, { resume: RESUME_MESSAGES.tooLarge });
}

