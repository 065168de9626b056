/**
 * REST for older callers and the résumé upload: /api/jobs, /api/jobs/{id},
 * /api/jobs/{id}/views, /api/jobs/{id}/applications. Thin: parse, call the service, present.
 */
import { z } from 'zod';
import { answersOne } from '../../rest/answers.js';
import { crudRoutes } from '../../rest/crud.js';
import { queryBoolean, queryEnum, queryText } from '../../rest/list-query.js';
import type { RouteDef } from '../../rest/route.js';
import { applicationPresenter } from './application.presenter.js';
import { applyForJob, assertCanApply } from './application.service.js';
import { ApplyInput } from './application.validation.js';
import { recordJobView } from './job-views.service.js';
import { JOB_DEPARTMENTS, JOB_LEVELS, JOB_STATUSES } from './job.model.js';
import { jobPresenter } from './job.presenter.js';
import { createJob, deleteJob, getJob, listJobs, patchJob, updateJob, JOB_NOT_FOUND } from './job.service.js';
import { BulkJobsInput, CreateJobInput, PatchJobInput, UpdateJobInput } from './job.validation.js';
import { bulkJobs } from './job.bulk.js';
import { readResumeUpload, RESUME_FIELD } from './resume.upload.js';
import { bulkRoute } from '../../rest/bulk-route.js';

const jobRoutes = crudRoutes({
  path: '/jobs',
  presenter: jobPresenter,
  notFound: JOB_NOT_FOUND,
  noun: 'job',
  list: {
    access: 'guest',
    accessNote: 'Guests see open jobs only (active, deadline not passed); administrators see every job and may filter by status.',
    // The type is checked by the service, which also reads the public side's full-time spelling.
    filters: { search: queryText, type: queryText, level: queryEnum(JOB_LEVELS), department: queryEnum(JOB_DEPARTMENTS), status: queryEnum(JOB_STATUSES), openOnly: queryBoolean },
    sort: ['title', 'company', 'location', 'type', 'level', 'department', 'status', 'views', 'applications', 'postedDate', 'deadline', 'createdAt', 'updatedAt'],
    page: listJobs,
  },
  get: { fn: getJob, access: 'guest', accessNote: 'Guests read open jobs only (404 otherwise).' },
  create: {
    fn: createJob,
    schema: CreateJobInput,
    example: {
      title: 'Machine Learning Engineer',
      company: 'AI Solutions',
      location: 'Remote',
      type: 'full-time',
      level: 'senior',
      department: 'engineering',
      salary: '$120,000 - $160,000',
      description: 'Build and ship models with our product teams.',
      requirements: ['Python', '3+ years of ML in production'],
      benefits: ['Remote first'],
      status: 'active',
    },
  },
  replace: { fn: updateJob, schema: UpdateJobInput, summary: 'Replace a job: the form fields are validated as a whole; selects left out keep their value' },
  patch: { fn: patchJob, schema: PatchJobInput },
  remove: { fn: (actor, id, deps) => deleteJob(deps.log, actor, id) },
});

export const jobRestRoutes: RouteDef[] = [
  ...jobRoutes,
  bulkRoute({
    path: '/jobs/bulk',
    summary: 'One action (publish, pause, archive, delete) on the jobs given by id or on every job matching a filter (at most 10,000), in one transaction; each job is checked on its own and refused ones say why',
    body: BulkJobsInput,
    bodyExample: { action: 'pause', ids: ['665f1c2ab2f4e0a1b2c3d4e5'] },
    run: bulkJobs,
  }),
  {
    method: 'post',
    path: '/jobs/{id}/views',
    summary: 'Count a view of an open job, once per visitor per day (staff views are not counted)',
    access: 'guest',
    answer: { kind: 'shape', name: 'JobViewResult', schema: z.object({ counted: z.boolean() }) },
    errors: [404],
    handler: async (ctx) => ({ counted: await recordJobView(ctx.deps.config.jwtSecret, ctx.actor, ctx.id, { ip: ctx.ip, userAgent: ctx.req.get('user-agent') ?? '' }) }),
  },
  {
    method: 'post',
    path: '/jobs/{id}/applications',
    summary: `Apply for an open job: multipart form with the résumé as "${RESUME_FIELD}" (PDF, DOC or DOCX, at most 5 MB)`,
    access: 'signed-in',
    onlyRoles: ['applicant'],
    accessNote: 'Candidates (role applicant) only, once per job.',
    multipart: { fileField: RESUME_FIELD, fields: ApplyInput },
    status: 201,
    errors: [404, 409, 413],
    // Refuse guests, students and repeat applications before reading up to 5 MB of upload.
    before: [
      async (req, res, next) => {
        await assertCanApply((res.locals['actor'] as Parameters<typeof assertCanApply>[0]) ?? null, String(req.params['id']));
        next();
      },
      readResumeUpload,
    ],
    ...answersOne(applicationPresenter, (ctx) => applyForJob(ctx.deps, ctx.actor, ctx.id, ctx.body, ctx.req.file)),
  },
];
