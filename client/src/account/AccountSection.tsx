import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface AccountSectionProps {
  /** Id of the heading, which labels the section. */
  id: string;
  title: string;
  /** The catalog this section's items come from, linked beside the title. */
  browseTo: string;
  browseLabel: string;
  children: ReactNode;
}

/** A section of the account dashboard: its heading with a link to browse for more, then its content. */
export function AccountSection({ id, title, browseTo, browseLabel, children }: AccountSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 6 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        <Button component={RouterLink} to={browseTo} endIcon={<ArrowForward />}>
          {browseLabel}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}
