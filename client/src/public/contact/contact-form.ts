import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactMessageInput, ServiceInterest } from '../../__generated__/graphql';
import type { Formatters } from '../../components/format/formatters';
import { SERVICE_INTERESTS } from './service-interests';

// The public contact form's rules (spec section 5), apart from the UI so they can be tested alone.

/** Text bounds, the same the server applies. */
export const LIMITS = { name: 100, email: 254, company: 120, subject: 200, message: 5000 } as const;

export const SUBMIT_ERROR = msg`There was an error submitting your message. Please try again.`;

const RETRY_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * When a refused-for-a-limit message may be sent again, as a clock time in the page's language
 * (`format`; without it, the browser's); rounded up to the minute, so the time said is never
 * before the server allows it.
 */
export function retryTimeText(retryAt: number, format?: Formatters): string {
  const minute = 60_000;
  const at = new Date(Math.ceil(retryAt / minute) * minute);
  return format ? format.dateTime(RETRY_TIME).format(at) : at.toLocaleTimeString([], RETRY_TIME);
}
export const SUCCESS_MESSAGE = msg`Message Sent Successfully!`;
/** Spec section 9: the success notice shows for 3 seconds, then the form resets. */
export const SUCCESS_MS = 3000;

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  /** '' means none chosen. */
  serviceInterest: ServiceInterest | '';
  subject: string;
  message: string;
  /** The honeypot: hidden from people, so only bots fill it in. */
  website: string;
}

export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

export function emptyContactForm(subject = ''): ContactFormValues {
  return { name: '', email: '', company: '', serviceInterest: '', subject, message: '', website: '' };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_FORM_MESSAGES = {
  nameMissing: msg`Full Name is required`,
  emailMissing: msg`Email is required`,
  emailInvalid: msg`Enter a valid email address`,
  subjectMissing: msg`Subject is required`,
  messageMissing: msg`Message is required`,
} as const;

/** Turns a message into text: the form passes its page's `i18n._`. */
export type Translate = (message: MessageDescriptor) => string;
/** Without a page (the rules' own tests), a message reads as its English source text. */
const sourceText: Translate = (message) => message.message ?? message.id;

export function validateContactForm(values: ContactFormValues, translate: Translate = sourceText): ContactFormErrors {
  const M = CONTACT_FORM_MESSAGES;
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = translate(M.nameMissing);
  if (!values.email.trim()) errors.email = translate(M.emailMissing);
  else if (!EMAIL.test(values.email.trim())) errors.email = translate(M.emailInvalid);
  if (!values.subject.trim()) errors.subject = translate(M.subjectMissing);
  if (!values.message.trim()) errors.message = translate(M.messageMissing);
  return errors;
}

export function toContactMessageInput(values: ContactFormValues): ContactMessageInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim() || null,
    serviceInterest: values.serviceInterest || null,
    subject: values.subject.trim(),
    message: values.message.trim(),
    website: values.website || null,
  };
}

/** Maps the server's field names onto the form's; other names are not the form's. */
export function contactFormFieldOf(name: string): ContactFormField | undefined {
  const fields: readonly string[] = ['name', 'email', 'company', 'serviceInterest', 'subject', 'message'];
  return fields.includes(name) ? (name as ContactFormField) : undefined;
}

export function isServiceInterest(value: string): value is ServiceInterest {
  return (SERVICE_INTERESTS as readonly string[]).includes(value);
}
