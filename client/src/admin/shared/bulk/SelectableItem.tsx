import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SelectCheckbox } from './SelectCheckbox';

export interface SelectableItemProps {
  /** The item's name, for the checkbox's accessible name ("Select Data Engineer"). */
  name: string;
  selected: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A card of a management list with the checkbox that chooses it for a bulk action, in its top corner. */
export function SelectableItem({ name, selected, onToggle, children }: SelectableItemProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        height: '100%',
        '& > :last-child': { height: '100%' },
        // The card's first row (its title or chips) leaves room for the checkbox, which would otherwise
        // cover its end on a phone. `:not(* ~ *)` is the first child (emotion warns of `:first-child`).
        '& .MuiCardContent-root > :not(* ~ *)': { pr: 4 },
      }}
    >
      <SelectCheckbox
        name={name}
        selected={selected}
        onToggle={onToggle}
        sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1, bgcolor: 'background.paper', '&:hover': { bgcolor: 'action.hover' } }}
      />
      {children}
    </Box>
  );
}
