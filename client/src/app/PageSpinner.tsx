import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a screen's code or the auth state loads. */
export function PageSpinner() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', py: 8 }}>
      {/* The progress bar itself needs the name too (axe aria-progressbar-name). */}
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
