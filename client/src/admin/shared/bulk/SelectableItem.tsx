import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface SelectableItemProps {
  /** The item's name, for the checkbox's accessible name ("Select Data Engineer"). */
  name: string;
  selected: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A card of a management list with the checkbox that chooses it for a bulk action, in its top corner. */
export function SelectableItem({ name, selected, onToggle, children }: SelectableItemProps) {
  const { t } = useLingui();
  return (
    <Box sx={{ position: 'relative', height: '100%', '& > :last-child': { height: '100%' } }}>
      <Checkbox
        checked={selected}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': t`Select ${name}` } }}
        sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1, bgcolor: 'background.paper', '&:hover': { bgcolor: 'action.hover' } }}
      />
      {children}
    </Box>
  );
}
