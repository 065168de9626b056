import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';

/** The id of each layout's <main>, where the skip link sends the keyboard's focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * What a layout's <main> needs for the skip link: its id, and focus by script but not by Tab. A
 * layout with a sticky header also gives its <main> that height as `scrollMarginTop`, so the
 * content the link scrolls to is not under the header.
 */
export const MAIN_CONTENT_PROPS = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;

/**
 * "Skip to content": the first stop of the Tab key on every layout, hidden until it has the focus;
 * it moves the focus past the header and menus to the page's main content (WCAG 2.4.1). Focus is
 * moved by script, so the address keeps no `#main-content`.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        boxShadow: 3,
        // Off the screen until focused (not display:none, which would take it out of the tab order).
        transform: 'translateY(calc(-100% - 16px))',
        '&:focus': { transform: 'none' },
      }}
    >
      <Trans>Skip to content</Trans>
    </Box>
  );
}
