import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';

export interface EditDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  saving: boolean;
  /** A failure to show above the fields (e.g. 'Failed to create contact info. Please try again.'). */
  alert: string | null;
  onAlertClose: () => void;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The add/edit dialog of the Contact Info, Global Offices and FAQ tabs: a form, its failure, Cancel and Save. */
export function EditDialog({
  open,
  title,
  submitLabel,
  saving,
  alert,
  onAlertClose,
  onClose,
  onSubmit,
  children,
}: EditDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={`${formId}-title`}
    >
      <DialogTitle id={`${formId}-title`} sx={{ pr: 7 }}>
        {title}
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={saving}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={onSubmit}>
          <Stack spacing={2.5}>
            {alert && (
              <Alert severity="error" onClose={onAlertClose}>
                {alert}
              </Alert>
            )}
            {children}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
