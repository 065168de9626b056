import type { SxProps, Theme } from '@mui/material/styles';

type SxList = Extract<SxProps<Theme>, readonly unknown[]>;

// Array.isArray does not narrow a readonly array type; this guard does.
const isSxList = (sx: SxProps<Theme>): sx is SxList => Array.isArray(sx);

/** A caller's sx, one style or a list of them, as a list: a component puts its own first, the caller's after. */
export function sxList(sx: SxProps<Theme> | undefined): SxList {
  return sx === undefined ? [] : isSxList(sx) ? sx : [sx];
}

/** The spec (section 5) wants text areas at least 100px tall (MUI's hidden measuring copy left alone). */
export const TEXT_AREA_MIN_HEIGHT = { '& textarea:not([aria-hidden="true"])': { minHeight: 100 } } as const;
