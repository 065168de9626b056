import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type IconTileColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface IconTileProps {
  children: ReactNode;
  color?: IconTileColor;
  /** Width and height in px. */
  size?: number;
  fontSize?: number;
}

/** A rounded square tinted with a palette colour, holding an icon or an emoji. Decorative. */
export function IconTile({ children, color = 'primary', size = 48, fontSize }: IconTileProps) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        fontSize,
        color: theme.vars.palette[color].main,
        bgcolor: theme.alpha(theme.vars.palette[color].main, 0.1),
        ...theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette[color].main, 0.2) }),
      })}
    >
      {children}
    </Box>
  );
}
