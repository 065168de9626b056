import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorReason } from '../../../components/form/graphql-errors';
import { SaveFailure } from '../../../components/form/save-failure';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;
/** The fields of a form that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface Options<V> {
  /** The form's own checks; saving starts only when they find nothing. */
  validate: (values: V) => FormErrors<V>;
  /** Saves; rejects with a SaveFailure whose message and field messages the dialog shows. */
  save: (values: V) => Promise<void>;
  /** The form field a server field message belongs to (e.g. 'coordinates.lat' → 'lat'). */
  fieldOf?: (serverField: string) => (keyof V & string) | undefined;
}

/** The state of an add/edit dialog's form: values, field errors, the failure message and saving. */
export function useEditForm<V extends object>(initial: () => V, { validate, save, fieldOf }: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setAlert(null);
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      setAlert(error instanceof SaveFailure ? error.message : errorReason(error));
      if (error instanceof SaveFailure) {
        const mapped: FormErrors<V> = {};
        for (const [name, message] of Object.entries(error.fields)) {
          const field = fieldOf ? fieldOf(name) : name in values ? (name as keyof V & string) : undefined;
          if (field) mapped[field] ??= message;
        }
        setErrors(mapped);
      }
    } finally {
      setSaving(false);
    }
  };

  /** Props for a text field bound to `field`, with its error message. */
  const textProps = <K extends TextField<V>>(field: K) => ({
    name: field,
    value: String(values[field] ?? ''),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as V[K]),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });

  return { values, set, errors, alert, setAlert, saving, submit, textProps };
}
