import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { sxList } from './sx';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

export type SkeletonProps = {
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
  role?: string;
  'aria-label'?: string;
};

/** The class of every placeholder on a page: a page showing one is still loading (e2e's every-route sweep waits). */
const SKELETON_CLASS = 'app-skeleton';

/**
 * A placeholder while content loads, drawn as MUI's Skeleton draws it (same colour, shapes and
 * pulse, still for those who ask for reduced motion), for the public pages' first load: MUI's carries
 * its wave animation and every variant's styles (~1.4 kB gzip). Its props are the subset the pages use.
 */
export function Skeleton({ variant = 'text', width, height, sx, ...aria }: SkeletonProps) {
  return (
    <Box
      component="span"
      className={SKELETON_CLASS}
      {...aria}
      style={{ width, height }}
      sx={[
        (theme) => ({
          display: 'block',
          // The theme's CSS variables (app/theme/theme.ts): the colour follows the light or dark scheme.
          backgroundColor: theme.vars.palette.Skeleton.bg,
          height: '1.2em',
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          ...(variant === 'text' && {
            height: 'auto',
            transformOrigin: '0 55%',
            transform: 'scale(1, 0.60)',
            borderRadius: `${theme.shape.borderRadius}px/${Math.round((Number(theme.shape.borderRadius) / 0.6) * 10) / 10}px`,
            '&:empty:before': { content: '"\\00a0"' },
          }),
          ...(variant === 'rounded' && { borderRadius: `${theme.shape.borderRadius}px` }),
          ...(variant === 'circular' && { borderRadius: '50%' }),
        }),
        ...sxList(sx),
      ]}
    />
  );
}
