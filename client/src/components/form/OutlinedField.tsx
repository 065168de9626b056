import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, ReactNode } from 'react';
import { TEXT_AREA_MIN_HEIGHT } from '../sx';

export type OutlinedFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  required?: boolean;
  error?: boolean;
  /** Under the field, tied to it by `aria-describedby` (an error's message when `error`). */
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  /** A text area of at least this many rows, growing with its text. */
  minRows?: number;
  /** The browser's own select (the phone's picker) with these `<option>`s, instead of a text field. */
  options?: readonly { value: string; label: string }[];
};

/**
 * MUI's outlined TextField, as a public page's form shows it, built from the parts TextField is
 * made of (FormControl, InputLabel, OutlinedInput, FormHelperText) with the same ids and ARIA, and
 * the browser's own select for a choice. TextField itself imports MUI's Select, and with it the
 * menu, popover, modal and focus trap (~14 kB gzip), on the first load of every page with a form.
 * Back-office forms keep TextField.
 */
export function OutlinedField({ id, name, label, value, onChange, required, error, helperText, type, autoComplete, maxLength, minRows, options }: OutlinedFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const textArea = minRows === undefined ? {} : { multiline: true, minRows, sx: TEXT_AREA_MIN_HEIGHT };
  return (
    <FormControl fullWidth required={required} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={options ? true : undefined}>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect id={id} name={name} value={value} onChange={onChange} input={<OutlinedInput label={label} notched />} inputProps={{ 'aria-describedby': helperTextId }}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...textArea}
          label={label}
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          type={type}
          autoComplete={autoComplete}
          inputProps={{ maxLength, 'aria-describedby': helperTextId }}
        />
      )}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
