import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/**
 * Last resort when a screen fails to render or its code cannot be fetched (typically after a new
 * release replaced the old chunks): offer a reload instead of a blank page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The page could not be displayed. Reloading usually fixes it.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Box>
    </Box>
  );
}
