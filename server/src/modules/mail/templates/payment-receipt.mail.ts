/** The learner's receipt once Stripe confirmed a course payment. */
import { defineMail, hello } from './mail-template.js';

export const paymentReceiptMail = defineMail<{ name: string; courseTitle: string; courseId: string; amount: number; paidAt: Date; reference: string }>({
  name: 'payment-receipt',
  sample: () => ({ name: 'Ada Lovelace', courseTitle: 'Applied Machine Learning', courseId: '64b000000000000000000001', amount: 499, paidAt: new Date('2026-03-02T09:30:00Z'), reference: 'pi_3Q0sample' }),
  compose: ({ name, courseTitle, courseId, amount, paidAt, reference }, { link, money, date }) => ({
    subject: /*i18n*/ { message: 'Receipt: {courseTitle}', values: { courseTitle } },
    blocks: [
      { kind: 'paragraph', text: hello(name) },
      { kind: 'paragraph', text: /*i18n*/ { message: 'Thank you for your payment. This is your receipt.' } },
      {
        kind: 'facts',
        rows: [
          { label: /*i18n*/ { message: 'Course' }, value: courseTitle },
          { label: /*i18n*/ { message: 'Amount paid' }, value: money(amount) },
          { label: /*i18n*/ { message: 'Date' }, value: date(paidAt) },
          { label: /*i18n*/ { message: 'Reference' }, value: reference },
        ],
      },
      { kind: 'button', label: /*i18n*/ { message: 'Start learning' }, url: link(`/courses/${courseId}`) },
    ],
    reason: /*i18n*/ { message: 'You get this e-mail because you paid for a course.' },
  }),
});
