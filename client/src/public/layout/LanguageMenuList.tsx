import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languageItemProps, useLanguageLinks } from './language-links';

interface LanguageMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The open language menu: each language named in its own words, the current one ticked. */
export function LanguageMenuList({ id, anchor, onClose }: LanguageMenuListProps) {
  const links = useLanguageLinks();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 180, borderRadius: 2 } } }}
    >
      {links.map((link) => (
        <MenuItem key={link.language} {...languageItemProps(link)}>
          <ListItemIcon>{link.current && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText primary={link.name} />
        </MenuItem>
      ))}
    </Menu>
  );
}
