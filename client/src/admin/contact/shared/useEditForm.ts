import type { SubmitEvent } from 'react';
import type { FormDialogProps } from '../../../components/form/FormDialog';
import { useFormSave } from '../../../components/form/useFormSave';
import { useFormValues } from '../../../components/form/useFormValues';
import type { FormErrors } from '../../../components/form/useFormValues';

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
  const { values, set, errors, setErrors, errorProps } = useFormValues(initial);
  const { saving, run, statusProps } = useFormSave(setErrors);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Without `fieldOf`, a server field message belongs to the form field of the same name.
    await run(() => save(values), fieldOf ?? ((name) => (name in values ? (name as keyof V & string) : undefined)));
  };

  /** Props for a text field bound to `field`, with its error message. */
  const textProps = <K extends TextField<V>>(field: K) => ({
    name: field,
    value: String(values[field] ?? ''),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as V[K]),
    ...errorProps(field),
    fullWidth: true,
  });

  /** The FormDialog props that follow the form: spread them onto the dialog. */
  const dialogProps = {
    ...statusProps,
    onSubmit: (event: SubmitEvent) => void submit(event),
  } satisfies Partial<FormDialogProps>;

  return { values, set, errors, textProps, dialogProps };
}
