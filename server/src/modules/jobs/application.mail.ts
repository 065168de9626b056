/** What candidates read: the e-mail on submission and on each status change. */
import { APPLICATION_STATUS_LABELS } from '@ai-solutions/common';
import type { AppDeps } from '../../app-deps.js';
import { appLink, sendMail } from '../mail/mailer.js';
import type { ApplicationStatus } from './application.model.js';

/** The statuses' names, as the candidate's and the hiring team's screens show them. */
export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = APPLICATION_STATUS_LABELS;

const STATUS_TEXT: Record<ApplicationStatus, string> = {
  submitted: 'Your application is back at the submitted stage and waits for review.',
  reviewing: 'Our hiring team is now reviewing your application.',
  interviewing: 'We would like to meet you: your application has moved to the interview stage. We will contact you shortly to arrange a time.',
  offered: 'Good news: we would like to make you an offer. We will be in touch with the details.',
  hired: 'Welcome aboard! Your application is complete and we look forward to working with you.',
  rejected: 'Thank you for the time you put into your application. After careful consideration we have decided not to move forward with it.',
  withdrawn: 'You withdrew your application. Thank you for your interest; you are welcome to apply for our other openings.',
};

type Candidate = { name: string; email: string };
type JobSummary = { title: string; company: string };

export function mailApplicationReceived(deps: AppDeps, candidate: Candidate, job: JobSummary, resumeName: string): Promise<void> {
  return sendMail(deps, {
    to: candidate.email,
    subject: `Application received: ${job.title}`,
    text:
      `Hello ${candidate.name},\n\nThank you for applying for ${job.title} at ${job.company}. We received your application and your résumé (${resumeName}).\n\n` +
      `You can follow its status, and withdraw it if you change your mind, on your dashboard: ${appLink(deps.config, '/dashboard')}\n`,
  });
}

export function mailStatusChanged(deps: AppDeps, candidate: Candidate, job: JobSummary, status: ApplicationStatus, note: string | undefined): Promise<void> {
  const noteText = note ? `\n\nA note from the hiring team:\n${note}` : '';
  return sendMail(deps, {
    to: candidate.email,
    subject: `Your application for ${job.title}: ${STATUS_LABELS[status]}`,
    text: `Hello ${candidate.name},\n\n${STATUS_TEXT[status]}${status === 'withdrawn' ? '' : noteText}\n\nSee your application on your dashboard: ${appLink(deps.config, '/dashboard')}\n`,
  });
}
