/** A change of an application's status, in the words the candidate reads, with the hiring team's note. */
import type { ApplicationStatusName } from '@ai-solutions/common';
import type { ServerMessage } from '../../../i18n/message.js';
import { defineMail, hello, type MailBlock } from './mail-template.js';

const STATUS_NAME: Record<ApplicationStatusName, ServerMessage> = {
  submitted: /*i18n*/ { message: 'Submitted', context: 'application status' },
  reviewing: /*i18n*/ { message: 'Reviewing', context: 'application status' },
  interviewing: /*i18n*/ { message: 'Interviewing', context: 'application status' },
  offered: /*i18n*/ { message: 'Offered', context: 'application status' },
  hired: /*i18n*/ { message: 'Hired', context: 'application status' },
  rejected: /*i18n*/ { message: 'Rejected', context: 'application status' },
  withdrawn: /*i18n*/ { message: 'Withdrawn', context: 'application status' },
};

const STATUS_TEXT: Record<ApplicationStatusName, ServerMessage> = {
  submitted: /*i18n*/ { message: 'Your application is back at the submitted stage and waits for review.' },
  reviewing: /*i18n*/ { message: 'Our hiring team is now reviewing your application.' },
  interviewing: /*i18n*/ { message: 'We would like to meet you: your application has moved to the interview stage. We will contact you shortly to arrange a time.' },
  offered: /*i18n*/ { message: 'Good news: we would like to make you an offer. We will be in touch with the details.' },
  hired: /*i18n*/ { message: 'Welcome aboard! Your application is complete and we look forward to working with you.' },
  rejected: /*i18n*/ { message: 'Thank you for the time you put into your application. After careful consideration we have decided not to move forward with it.' },
  withdrawn: /*i18n*/ { message: 'You withdrew your application. Thank you for your interest; you are welcome to apply for our other openings.' },
};

export const applicationStatusMail = defineMail<{ name: string; jobTitle: string; company: string; status: ApplicationStatusName; note?: string | null }>({
  name: 'application-status',
  sample: () => ({ name: 'Ada Lovelace', jobTitle: 'Machine Learning Engineer', company: 'AI Solutions', status: 'interviewing', note: 'Could you bring a short demo of a project you are proud of?' }),
  compose: ({ name, jobTitle, company, status, note }, { link }) => {
    const withNote: MailBlock[] = note?.trim() && status !== 'withdrawn' ? [{ kind: 'quote', label: /*i18n*/ { message: 'A note from the hiring team' }, text: note.trim() }] : [];
    return {
      subject: /*i18n*/ { message: 'Your application for {jobTitle}: {status}', values: { jobTitle, status: STATUS_NAME[status] } },
      blocks: [
        { kind: 'paragraph', text: hello(name) },
        { kind: 'facts', rows: [{ label: /*i18n*/ { message: 'Position' }, value: /*i18n*/ { message: '{jobTitle} at {company}', values: { jobTitle, company } } }, { label: /*i18n*/ { message: 'Status' }, value: STATUS_NAME[status] }] },
        { kind: 'paragraph', text: STATUS_TEXT[status] },
        ...withNote,
        { kind: 'button', label: /*i18n*/ { message: 'See my application' }, url: link('/dashboard') },
      ],
      reason: /*i18n*/ { message: 'You get this e-mail because you applied for a job with us.' },
    };
  },
});
