/**
 * Job applications as the candidate, the hiring team and the e-mails name them (spec sections 2,
 * 3 and 7): the statuses' labels, and the résumé's limits with the messages that explain them, so
 * the apply form refuses a file with the same words the server would.
 */
export type ApplicationStatusName = 'submitted' | 'reviewing' | 'interviewing' | 'offered' | 'hired' | 'rejected' | 'withdrawn';

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatusName, string>> = {
  submitted: 'Submitted',
  reviewing: 'Reviewing',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

export const RESUME_MESSAGES = {
  missing: 'Résumé is required: attach a PDF, DOC or DOCX file',
  empty: 'Résumé file is empty',
  tooLarge: 'Résumé must be at most 5 MB',
  wrongType: 'Résumé must be a PDF, DOC or DOCX file',
} as const;
