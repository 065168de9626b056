import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import type { FormDialogProps } from './FormDialog';
import { useFormSave } from './useFormSave';
import { useFormValues } from './useFormValues';
import type { FormErrors } from './useFormValues';

/**
 * What an Add/Edit dialog gets from its screen, besides the item (see useItemDialog). Mount the
 * dialog with a fresh `key` per opening: its form starts from the item when it mounts.
 */
export interface EditDialogProps<I> {
  open: boolean;
  onClose: () => void;
  /**
   * Saves the input. Resolves when saved (the caller closes the dialog); rejects with a
   * SaveFailure, whose message the dialog shows at its top and whose field messages under the fields.
   */
  onSubmit: (input: I) => Promise<void>;
}

/** What a form's own checks found: the message above the fields and the messages under them. */
export interface FormProblems<V> {
  alert: string;
  errors: FormErrors<V>;
}

export interface FormDialogOptions<V> {
  /** The values the form starts from (read once, when the dialog mounts). */
  initial: () => V;
  /** The form's own checks; null lets the save start. */
  check: (values: V) => FormProblems<V> | null;
  /**
   * Saves. Resolves when saved (the caller closes the dialog); rejects with a SaveFailure, whose
   * message the dialog shows at its top and whose field messages under the fields.
   */
  save: (values: V) => Promise<void>;
  /** The form field a server field message belongs to; undefined drops the message. */
  fieldOf: (serverField: string) => (keyof V & string) | undefined;
  /** A read-only form (e.g. View Job) never saves. */
  readOnly?: boolean;
}

/**
 * The state of an Add/Edit dialog's form (Services, Courses, Jobs): values and field messages,
 * the failure shown above the fields, saving, and the submit that checks, saves and shows what
 * the server refused. Spread `dialogProps` onto the FormDialog.
 */
export function useFormDialog<V extends object>({ initial, check, save, fieldOf, readOnly = false }: FormDialogOptions<V>) {
  const { values, set, errors, setErrors, errorProps, textProps } = useFormValues(initial);
  const { setAlert, saving, run, statusProps } = useFormSave(setErrors);
  const formRef = useRef<HTMLFormElement>(null);
  /** Counts failed submits: each one (and only that, not later edits) moves focus to the first field to fix. */
  const [failedSubmits, setFailedSubmits] = useState(0);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (saving || readOnly) return;
    const problems = check(values);
    if (problems) {
      setAlert(problems.alert);
      setErrors(problems.errors);
      setFailedSubmits((n) => n + 1);
      return;
    }
    if (!(await run(() => save(values), fieldOf))) setFailedSubmits((n) => n + 1);
  };

  // After a failed submit, bring the first field to fix (or the message) into view: in a long
  // form it may be scrolled away. Editing a field afterwards leaves the focus where the user is.
  useEffect(() => {
    if (failedSubmits === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form?.scrollIntoView({ block: 'start' });
  }, [failedSubmits]);

  /** The FormDialog props that follow the form: spread them onto the dialog. */
  const dialogProps = {
    ...statusProps,
    onSubmit: (event: SubmitEvent) => void submit(event),
    formRef,
  } satisfies Partial<FormDialogProps>;

  return { values, set, errors, errorProps, textProps, dialogProps };
}

/** The check of a form whose only rule is required fields: each missing one says `required` ("Required"). */
export function requiredFieldsCheck<V>(missing: readonly (keyof V & string)[], alert: string, required: string): FormProblems<V> | null {
  if (missing.length === 0) return null;
  const errors: FormErrors<V> = {};
  for (const field of missing) errors[field] = required;
  return { alert, errors };
}
