import type { ContactMessageInput, ServiceInterest } from '../../__generated__/graphql';
import { SERVICE_INTERESTS } from './service-interests';

// The public contact form's rules (spec section 5), apart from the UI so they can be tested alone.

/** Text bounds, the same the server applies. */
export const LIMITS = { name: 100, email: 254, company: 120, subject: 200, message: 5000 } as const;

export const SUBMIT_ERROR = 'There was an error submitting your message. Please try again.';

/**
 * When a refused-for-a-limit message may be sent again, as a clock time; rounded up to the minute,
 * so the time said is never before the server allows it.
 */
export function retryTimeText(retryAt: number): string {
  const minute = 60_000;
  return new Date(Math.ceil(retryAt / minute) * minute).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}
export const SUCCESS_MESSAGE = 'Message Sent Successfully!';
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

export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = 'Full Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.message.trim()) errors.message = 'Message is required';
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
