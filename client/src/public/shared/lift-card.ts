import type { SxProps, Theme } from '@mui/material/styles';

/** The marketing pages' card: fills its grid cell as a column and lifts, outlined in the brand colour, on hover. */
export const liftCardSx: SxProps<Theme> = (theme) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  transition: 'transform .2s ease, box-shadow .2s ease, border-color .2s ease',
  '&:hover': {
    transform: 'translateY(-4px)',
    borderColor: theme.alpha(theme.vars.palette.primary.main, 0.5),
    boxShadow: `0 16px 40px ${theme.alpha(theme.vars.palette.primary.main, 0.12)}`,
  },
});
