import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of a form's fields: a fieldset whose legend reads as a small heading. */
export function FormSection({ title, legendGap = 1.5, children }: { title: string; legendGap?: number; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: legendGap }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
