import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SelectFieldProps<T extends string> = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: T | '';
  options: readonly T[];
  /** Each option's text (a table, or a function of the option); the value itself where there is none. */
  labels?: Readonly<Partial<Record<T, string>>> | ((option: T) => string);
  /** A first, empty option, such as a filter's "All Status". */
  allLabel?: string;
  /** The chosen option, or '' for the empty one. */
  onValueChange: (value: T | '') => void;
};

/** A select text field over a fixed list of options, answering the option itself (not an event). */
export function SelectField<T extends string>({ options, labels, allLabel, onValueChange, ...field }: SelectFieldProps<T>) {
  return (
    <TextField {...field} select onChange={(e) => onValueChange(options.find((option) => option === e.target.value) ?? '')}>
      {allLabel === undefined ? null : <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {(typeof labels === 'function' ? labels(option) : labels?.[option]) ?? option}
        </MenuItem>
      ))}
    </TextField>
  );
}
