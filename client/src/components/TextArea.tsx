import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

type SxList = Extract<SxProps<Theme>, readonly unknown[]>;

// Array.isArray does not narrow a readonly array type; this guard does.
const isSxList = (sx: SxProps<Theme>): sx is SxList => Array.isArray(sx);

/** A multi-line text field; the spec (section 5) wants text areas at least 100px tall. */
export function TextArea({ minRows = 4, sx, ...props }: TextFieldProps) {
  // A caller's sx may be one style or a list of them; ours goes first, theirs after.
  const callerSx: SxList = sx === undefined ? [] : isSxList(sx) ? sx : [sx];
  return <TextField {...props} multiline minRows={minRows} sx={[{ '& textarea:not([aria-hidden="true"])': { minHeight: 100 } }, ...callerSx]} />;
}
