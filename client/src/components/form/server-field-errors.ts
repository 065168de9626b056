import type { FieldErrors } from './useFormValues';

/**
 * The server's field messages (keyed by the input's field names) mapped onto a form's fields:
 * `fieldOf` names the form field a server field belongs to (e.g. 'pricing.basic' → 'basicPrice');
 * a field the form does not have is dropped, and the first message of a field wins.
 */
export function formErrorsOf<F extends string>(
  serverFields: Record<string, string>,
  fieldOf: (serverField: string) => F | undefined,
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const [name, message] of Object.entries(serverFields)) {
    const field = fieldOf(name);
    if (field) result[field] ??= message;
  }
  return result;
}
