/** The candidate's receipt for an application. */
import { defineMail, hello } from './mail-template.js';

export const applicationReceivedMail = defineMail<{ name: string; jobTitle: string; company: string; resumeName: string }>({
  name: 'application-received',
  sample: () => ({ name: 'Ada Lovelace', jobTitle: 'Machine Learning Engineer', company: 'AI Solutions', resumeName: 'ada-lovelace-cv.pdf' }),
  compose: ({ name, jobTitle, company, resumeName }, { link }) => ({
    subject: /*i18n*/ { message: 'Application received: {jobTitle}', values: { jobTitle } },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      {
        kind: 'paragraph',
        text: /*i18n*/ { message: 'Thank you for applying for {jobTitle} at {company}. We received your application and your résumé ({resumeName}).', values: { jobTitle, company, resumeName } },
      },
      { kind: 'paragraph', text: /*i18n*/ { message: 'You can follow its status, and withdraw it if you change your mind, on your dashboard.' } },
      { kind: 'button', label: /*i18n*/ { message: 'Open my dashboard' }, url: link('/dashboard') },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because you applied for a job with us.' },
  }),
});
