import { useState } from 'react';

/** A message per form field that needs fixing. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;
/** The field messages of a form whose values are `V`. */
export type FormErrors<V> = FieldErrors<keyof V & string>;

/** The fields of `V` that hold text. */
export type TextFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form's values and its field messages. Changing a field takes its message away, so what is
 * still shown is what is still to fix.
 */
export function useFormValues<V extends object>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** Props that show a field's message under it (MUI TextField's `error` and `helperText`). */
  const errorProps = (field: keyof V & string) => ({ error: Boolean(errors[field]), helperText: errors[field] });

  /** A text field's value, change and message, for a TextField to spread. */
  const textProps = (field: TextFields<V>) => ({
    value: values[field] as string,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as V[typeof field]),
    ...errorProps(field),
  });

  return { values, set, errors, setErrors, errorProps, textProps };
}
