import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'variant'>;

/** A password input with a show/hide button. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  // The button is named after its field, as the field's label says it (already translated).
  const field = typeof props.label === 'string' ? props.label : t`Password`;
  const toggleLabel = visible
    ? t({ message: `Hide ${field}`, comment: '{field} is the label of a password field, e.g. "Confirm Password".' })
    : t({ message: `Show ${field}`, comment: '{field} is the label of a password field, e.g. "Confirm Password".' });
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                onClick={() => setVisible((value) => !value)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
