/** What candidates read: the e-mail on submission and on each status change. */
import { APPLICATION_STATUS_LABELS } from '@ai-solutions/common';
import type { AppDeps } from '../../app-deps.js';
import { applicationReceivedMail, applicationStatusMail, sendMail } from '../mail/index.js';
import type { ApplicationStatus } from './application.model.js';

/** The statuses' names, as the candidate's and the hiring team's screens show them. */
export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = APPLICATION_STATUS_LABELS;

type Candidate = { name: string; email: string };
type JobSummary = { title: string; company: string };

export function mailApplicationReceived(deps: AppDeps, candidate: Candidate, job: JobSummary, resumeName: string): Promise<void> {
  return sendMail(deps, { to: candidate.email, template: applicationReceivedMail, data: { name: candidate.name, jobTitle: job.title, company: job.company, resumeName } });
}

export function mailStatusChanged(deps: AppDeps, candidate: Candidate, job: JobSummary, status: ApplicationStatus, note: string | undefined): Promise<void> {
  return sendMail(deps, { to: candidate.email, template: applicationStatusMail, data: { name: candidate.name, jobTitle: job.title, company: job.company, status, note: note ?? null } });
}
