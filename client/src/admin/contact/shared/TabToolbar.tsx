import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A tab's explanation and its main action on one line (stacked on phones). */
export function TabToolbar({ text, action }: { text: string; action: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2.5 }}
    >
      <Typography color="text.secondary" variant="body2" sx={{ flex: '1 1 260px' }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}
