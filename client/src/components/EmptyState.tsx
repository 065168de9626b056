import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: string;
  /** An optional second line, e.g. a hint to change the filters. */
  hint?: string;
  icon?: ReactNode;
  /** An optional call to action under the text. */
  action?: ReactNode;
}

export function EmptyState({ message, hint, icon, action }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        py: 8,
        px: 2,
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box aria-hidden sx={{ color: 'text.disabled', mb: 1, '& svg': { fontSize: 48 } }}>
        {icon ?? <InboxOutlinedIcon />}
      </Box>
      <Typography variant="h6" component="p">
        {message}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
