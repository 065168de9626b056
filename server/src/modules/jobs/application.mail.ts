/** What candidates read: the e-mail on submission and on each status change. */
import { APPLICATION_STATUS_LABELS } from '@ai-solutions/common';
import type { ClientSession } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { applicationReceivedMail, applicationStatusMail, queueMailInTransaction, type QueuedMail } from '../mail/index.js';
import type { ApplicationStatus } from './application.model.js';

/** The statuses' names, as the candidate's and the hiring team's screens show them. */
export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = APPLICATION_STATUS_LABELS;

type Candidate = { name: string; email: string; language?: string | null };
type JobSummary = { title: string; company: string };

/** Written in the application's transaction: a stored application always has its e-mail, and a refused one none. */
export function queueApplicationReceivedMail(deps: AppDeps, session: ClientSession, candidate: Candidate, job: JobSummary, resumeName: string): Promise<QueuedMail> {
  return queueMailInTransaction(deps, session, { to: candidate.email, language: candidate.language, template: applicationReceivedMail, data: { name: candidate.name, jobTitle: job.title, company: job.company, resumeName } });
}

/** Written in the status change's transaction: the candidate hears of a change exactly when it is saved. */
export function queueStatusChangedMail(deps: AppDeps, session: ClientSession, candidate: Candidate, job: JobSummary, status: ApplicationStatus, note: string | undefined): Promise<QueuedMail> {
  return queueMailInTransaction(deps, session, { to: candidate.email, language: candidate.language, template: applicationStatusMail, data: { name: candidate.name, jobTitle: job.title, company: job.company, status, note: note ?? null } });
}
