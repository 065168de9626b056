import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The required "Email Address" field of the account forms: e-mail keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete'> & { name?: 'email' }) {
  return <TextField label="Email Address" type="email" name="email" autoComplete="email" required {...props} />;
}
