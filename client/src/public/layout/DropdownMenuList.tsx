import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { DropdownLink } from './DropdownMenu';
import { useLingui } from '@lingui/react/macro';

interface DropdownMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  links: readonly DropdownLink[];
  onClose: () => void;
}

/** The open part of a DropdownMenu: loaded on first use, it keeps MUI's Menu off the first load. */
export function DropdownMenuList({ id, anchor, links, onClose }: DropdownMenuListProps) {
  const { i18n } = useLingui();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 220, borderRadius: 2 } } }}
    >
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose} sx={{ py: 1.25 }}>
          <ListItemText
            primary={i18n._(link.label)}
            secondary={link.description && i18n._(link.description)}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
