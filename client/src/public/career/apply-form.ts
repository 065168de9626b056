/**
 * The Apply form's own checks, with the server's wording, so most mistakes are caught before a
 * 5 MB upload starts. The server checks everything again (and the file's real type from its bytes).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_RESUME_BYTES } from '@ai-solutions/common';
import type { Formatters } from '../../components/format/formatters';

// The résumé's limit is the server's too (packages/common), and so are the words of its messages.
export { MAX_RESUME_BYTES };

export const APPLY_FORM_MESSAGES = {
  phoneMissing: msg`Phone number is required`,
  phoneInvalid: msg`Enter a valid phone number`,
  coverLetterTooLong: msg`Cover letter must be at most 5000 characters`,
  resumeMissing: msg`Résumé is required: attach a PDF, DOC or DOCX file`,
  resumeEmpty: msg`Résumé file is empty`,
  resumeTooLarge: msg`Résumé must be at most 5 MB`,
  resumeWrongType: msg`Résumé must be a PDF, DOC or DOCX file`,
} as const;

/** Turns a message into text: the form passes its page's `i18n._`. */
export type Translate = (message: MessageDescriptor) => string;
/** Without a page (the rules' own tests), a message reads as its English source text. */
const sourceText: Translate = (message) => message.message ?? message.id;
const M = APPLY_FORM_MESSAGES;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ApplyFormValues {
  phone: string;
  coverLetter: string;
  resume: File | null;
}

export type ApplyFormErrors = Partial<Record<'phone' | 'coverLetter' | 'resume', string>>;

export function validatePhone(phone: string, translate: Translate = sourceText): string | undefined {
  const value = phone.trim();
  if (!value) return translate(M.phoneMissing);
  const digits = value.replace(/\D/g, '').length;
  if (!/^\+?[\d\s().-]+$/.test(value) || digits < 7 || digits > 15) return translate(M.phoneInvalid);
  return undefined;
}

export function validateResume(file: File | null, translate: Translate = sourceText): string | undefined {
  if (!file) return translate(M.resumeMissing);
  if (!/\.(pdf|docx?)$/i.test(file.name)) return translate(M.resumeWrongType);
  if (file.size === 0) return translate(M.resumeEmpty);
  if (file.size > MAX_RESUME_BYTES) return translate(M.resumeTooLarge);
  return undefined;
}

export function validateApplyForm(values: ApplyFormValues, translate: Translate = sourceText): ApplyFormErrors {
  const errors: ApplyFormErrors = {};
  const phone = validatePhone(values.phone, translate);
  if (phone) errors.phone = phone;
  if (values.coverLetter.trim().length > 5_000) errors.coverLetter = translate(M.coverLetterTooLong);
  const resume = validateResume(values.resume, translate);
  if (resume) errors.resume = resume;
  return errors;
}

export function toApplyFormData(values: ApplyFormValues): FormData {
  const form = new FormData();
  form.set('phone', values.phone.trim());
  if (values.coverLetter.trim()) form.set('coverLetter', values.coverLetter.trim());
  if (values.resume) form.set('resume', values.resume, values.resume.name);
  return form;
}

/** "1.2 MB", "850 KB" in English, for the screens not translated yet. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A file's size in the page's language: "1.2 MB", "1,2 Mo", "850 kB". */
export function fileSizeText(format: Formatters, bytes: number): string {
  if (bytes >= 1024 * 1024) return format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}
