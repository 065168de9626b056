/** The learner's word on a course payment staff confirmed or marked as not received. */
import { defineMail, hello } from './mail-template.js';

export const paymentStatusMail = defineMail<{ name: string; courseTitle: string; amount: number; confirmed: boolean }>({
  name: 'payment-status',
  sample: () => ({ name: 'Ada Lovelace', courseTitle: 'Applied Machine Learning', amount: 499, confirmed: true }),
  compose: ({ name, courseTitle, amount, confirmed }, { link, money }) =>
    confirmed
      ? {
          subject: /*i18n*/ { message: 'Payment confirmed: {courseTitle}', values: { courseTitle } },
          blocks: [
            { kind: 'paragraph', text: hello(name) },
            { kind: 'paragraph', text: /*i18n*/ { message: 'We have received your payment of {amount} for {courseTitle}. Your course is ready.', values: { amount: money(amount), courseTitle } } },
            { kind: 'button', label: /*i18n*/ { message: 'Start learning' }, url: link('/dashboard') },
          ],
          reason: /*i18n*/ { message: 'You get this e-mail because you enrolled in a course.' },
        }
      : {
          subject: /*i18n*/ { message: 'Payment not received: {courseTitle}', values: { courseTitle } },
          blocks: [
            { kind: 'paragraph', text: hello(name) },
            { kind: 'paragraph', text: /*i18n*/ { message: 'We could not confirm your payment of {amount} for {courseTitle}. Please contact us so we can sort it out.', values: { amount: money(amount), courseTitle } } },
            { kind: 'button', label: /*i18n*/ { message: 'Contact us' }, url: link('/contact') },
          ],
          reason: /*i18n*/ { message: 'You get this e-mail because you enrolled in a course.' },
        },
});
