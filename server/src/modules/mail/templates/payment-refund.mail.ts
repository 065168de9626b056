/** The learner's word that their course payment was refunded and the course closed to them. */
import { defineMail, hello } from './mail-template.js';

export const paymentRefundMail = defineMail<{ name: string; courseTitle: string; amount: number }>({
  name: 'payment-refund',
  sample: () => ({ name: 'Ada Lovelace', courseTitle: 'Applied Machine Learning', amount: 499 }),
  compose: ({ name, courseTitle, amount }, { link, money }) => ({
    subject: /*i18n*/ { message: 'Refund: {courseTitle}', values: { courseTitle } },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      {
        kind: 'paragraph',
        text: /*i18n*/ { message: 'We have refunded your payment of {amount} for {courseTitle}. It reaches your card within a few days. The course is no longer open to you.', values: { amount: money(amount), courseTitle } },
      },
      { kind: 'button', label: /*i18n*/ { message: 'Contact us' }, url: link('/contact') },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because you paid for a course.' },
  }),
});
