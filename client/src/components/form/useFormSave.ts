import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { errorReason } from './graphql-errors';
import { SaveFailure } from './save-failure';
import { formErrorsOf } from './server-field-errors';
import type { FieldErrors } from './useFormValues';

/**
 * The save of a form dialog: `saving` while it runs, and its failure, shown above the fields
 * (`alert`) and, for a SaveFailure's field messages, under the fields (through `setErrors`).
 */
export function useFormSave<F extends string>(setErrors: (errors: FieldErrors<F>) => void) {
  const [alert, setAlert] = useState<string | null>(null);
  const { i18n } = useLingui();
  const [saving, setSaving] = useState(false);

  /**
   * Runs `save`; `fieldOf` names the form field each server field message belongs to.
   * Resolves to whether it saved.
   */
  const run = async (save: () => Promise<void>, fieldOf: (serverField: string) => F | undefined): Promise<boolean> => {
    setAlert(null);
    setSaving(true);
    try {
      await save();
      return true;
    } catch (error) {
      setAlert(error instanceof SaveFailure ? error.message : errorReason(error, i18n));
      setErrors(error instanceof SaveFailure ? formErrorsOf(error.fields, fieldOf) : {});
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** The FormDialog props that show the save's state. */
  const statusProps = { saving, alert, onAlertClose: () => setAlert(null) };

  return { alert, setAlert, saving, run, statusProps };
}
