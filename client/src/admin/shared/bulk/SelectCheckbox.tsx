import Checkbox from '@mui/material/Checkbox';
import { useLingui } from '@lingui/react/macro';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectCheckboxProps {
  /** The item's name, for the checkbox's accessible name ("Select Data Engineer"). */
  name: string;
  selected: boolean;
  onToggle: () => void;
  sx?: SxProps<Theme>;
}

/** The checkbox that chooses one item of a management list for a bulk action. */
export function SelectCheckbox({ name, selected, onToggle, sx }: SelectCheckboxProps) {
  const { t } = useLingui();
  return <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': t`Select ${name}` } }} sx={sx} />;
}
