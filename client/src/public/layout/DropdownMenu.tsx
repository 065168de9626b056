import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface DropdownLink {
  to: string;
  label: string;
  description?: string;
}

interface DropdownMenuProps {
  label: string;
  links: readonly DropdownLink[];
  variant?: ButtonProps['variant'];
}

/** A header button opening a menu of links (the Login and Get Started dropdowns). */
export function DropdownMenu({ label, links, variant = 'text' }: DropdownMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);

  return (
    <>
      <Button
        variant={variant}
        color={variant === 'contained' ? 'primary' : 'inherit'}
        endIcon={<KeyboardArrowDown sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 220, borderRadius: 2 } } }}
      >
        {links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setAnchor(null)} sx={{ py: 1.25 }}>
            <ListItemText
              primary={link.label}
              secondary={link.description}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
