/**
 * The Apply form's own checks, with the server's wording, so most mistakes are caught before a
 * 5 MB upload starts. The server checks everything again (and the file's real type from its bytes).
 */
import { MAX_RESUME_BYTES, RESUME_MESSAGES } from '@ai-solutions/common';

// The résumé's limits and messages are the server's too (packages/common).
export { MAX_RESUME_BYTES, RESUME_MESSAGES };
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ApplyFormValues {
  phone: string;
  coverLetter: string;
  resume: File | null;
}

export type ApplyFormErrors = Partial<Record<'phone' | 'coverLetter' | 'resume', string>>;

export function validatePhone(phone: string): string | undefined {
  const value = phone.trim();
  if (!value) return 'Phone number is required';
  const digits = value.replace(/\D/g, '').length;
  if (!/^\+?[\d\s().-]+$/.test(value) || digits < 7 || digits > 15) return 'Enter a valid phone number';
  return undefined;
}

export function validateResume(file: File | null): string | undefined {
  if (!file) return RESUME_MESSAGES.missing;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return RESUME_MESSAGES.wrongType;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  if (file.size > MAX_RESUME_BYTES) return RESUME_MESSAGES.tooLarge;
  return undefined;
}

export function validateApplyForm(values: ApplyFormValues): ApplyFormErrors {
  const errors: ApplyFormErrors = {};
  const phone = validatePhone(values.phone);
  if (phone) errors.phone = phone;
  if (values.coverLetter.trim().length > 5_000) errors.coverLetter = 'Cover letter must be at most 5000 characters';
  const resume = validateResume(values.resume);
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

/** "1.2 MB", "850 KB" */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
