import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';

const loadList = () => import('./DropdownMenuList');
const DropdownMenuList = lazy(() => loadList().then((m) => ({ default: m.DropdownMenuList })));

import type { SiteLink } from './site-links';

export type DropdownLink = SiteLink;

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
  const [requested, setRequested] = useState(false);

  return (
    <>
      <Button
        variant={variant}
        color={variant === 'contained' ? 'primary' : 'inherit'}
        endIcon={<KeyboardArrowDown sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // Pointing at or focusing the button fetches the menu's code before the click.
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        {label}
      </Button>
      {/* Mounted from the first opening on, so the menu can animate closed. */}
      {requested && (
        <Suspense fallback={null}>
          <DropdownMenuList id={menuId} anchor={anchor} links={links} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
