/**
 * What system alerts say, as message descriptors (README › Languages): each staff member reads an
 * alert in the back office in their own language, and the alert's e-mail is written in its
 * recipient's. Dates are the site's time zone, written the reader's way (`siteDateTime`).
 */
import type { ZonedDateTime } from '../../i18n/message.js';

const NO_AMOUNT = /*i18n*/ { message: 'no amount', comment: 'Stands for an amount Stripe did not report' };

const ADMIN_ROLE = /*i18n*/ { message: 'admin', comment: 'The role in "Sign-in to the admin account of …"' };
const EDITOR_ROLE = /*i18n*/ { message: 'editor', comment: 'The role in "Sign-in to the editor account of …"' };

export const ALERT_MESSAGES = {
  backupFailed: {
    title: /*i18n*/ { message: 'Backup failed' },
    message: (startedAt: ZonedDateTime, error: string) => /*i18n*/ ({ message: 'The backup started {startedAt} failed: {error}', values: { startedAt, error } }),
  },
  staffLocked: {
    title: /*i18n*/ { message: 'Staff account locked' },
    message: (role: string, name: string, email: string) =>
      /*i18n*/ ({
        message: 'Sign-in to the {role} account of {name} ({email}) was locked after too many failed attempts.',
        values: { role: role === 'admin' ? ADMIN_ROLE : EDITOR_ROLE, name, email },
      }),
  },
  lockoutsRepeated: {
    title: /*i18n*/ { message: 'Repeated sign-in lockouts' },
    message: (count: number) =>
      /*i18n*/ ({
        message: '{count, plural, one {# sign-in lockout} other {# sign-in lockouts}} in the last hour: someone may be guessing passwords.',
        values: { count },
      }),
  },
  databaseUnreachable: {
    title: /*i18n*/ { message: 'Database unreachable' },
    message: (since: ZonedDateTime, error: string) => /*i18n*/ ({ message: 'The database could not be reached since {since} ({error}).', values: { since, error } }),
  },
  databaseReachable: {
    title: /*i18n*/ { message: 'Database reachable again' },
    message: (since: ZonedDateTime, minutes: number) =>
      /*i18n*/ ({
        message: 'The database answers again since {since}, after about {minutes, plural, one {# minute} other {# minutes}} unreachable.',
        values: { since, minutes },
      }),
  },
  paymentMismatch: {
    title: /*i18n*/ { message: 'Payment not applied: amount differs' },
    /** `reported`: Stripe's amount in minor units, null when it gave none. */
    message: (reported: number | null, reportedCurrency: string, checkout: string, expected: number, currency: string) =>
      /*i18n*/ ({
        message: 'Stripe reported {reported} {reportedCurrency} (minor units) for checkout {checkout}; the enrollment is {expected} {currency}.',
        values: { reported: reported ?? NO_AMOUNT, reportedCurrency, checkout, expected, currency },
      }),
  },
  mailFailed: {
    title: /*i18n*/ { message: 'An e-mail could not be delivered' },
    message: (subject: string, to: string, attempts: number, error: string) =>
      /*i18n*/ ({
        message: 'The e-mail "{subject}" to {to} could not be delivered after {attempts, plural, one {# try} other {# tries}}: {error}',
        values: { subject, to, attempts, error },
      }),
  },
};
