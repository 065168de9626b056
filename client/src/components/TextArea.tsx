import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { sxList, TEXT_AREA_MIN_HEIGHT } from './sx';

/** A multi-line text field; the spec (section 5) wants text areas at least 100px tall. */
export function TextArea({ minRows = 4, sx, ...props }: TextFieldProps) {
  return <TextField {...props} multiline minRows={minRows} sx={[TEXT_AREA_MIN_HEIGHT, ...sxList(sx)]} />;
}
