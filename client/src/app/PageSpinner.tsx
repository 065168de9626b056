import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a screen's code or the auth state loads. */
export function PageSpinner() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}
