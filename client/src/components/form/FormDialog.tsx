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
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SubmitEvent, ReactNode, RefObject } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** 'sm' for a short form, 'md' for a long one. */
  maxWidth?: 'sm' | 'md';
  saving: boolean;
  /** A failure to show above the fields (e.g. 'Failed to create service: …'). */
  alert: string | null;
  onAlertClose: () => void;
  onClose: () => void;
  onSubmit: (event: SubmitEvent) => void;
  /** The submit button's text; "Saving..." while saving. */
  submitLabel: string;
  cancelLabel?: string;
  /** Stands in place of the submit button (e.g. View Job's Edit). */
  primaryAction?: ReactNode;
  /** A button on the left of the actions (e.g. a record's History). */
  secondaryAction?: ReactNode;
  formRef?: RefObject<HTMLFormElement | null>;
  /**
   * The field where typing starts. The modal focuses itself as it opens; once it has, this field
   * takes the focus, unless the user has already picked a field while the dialog was sliding in.
   */
  initialFocusRef?: RefObject<HTMLInputElement | null>;
  children: ReactNode;
}

/** An Add/Edit dialog: a title with Close, a form with its failure above the fields, Cancel and submit. */
export function FormDialog({
  open,
  title,
  maxWidth = 'sm',
  saving,
  alert,
  onAlertClose,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  primaryAction,
  secondaryAction,
  formRef,
  initialFocusRef,
  children,
}: FormDialogProps) {
  const { t } = useLingui();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={`${formId}-title`}
      slotProps={
        initialFocusRef && {
          transition: {
            onEntered: () => {
              if (!formRef?.current?.contains(document.activeElement)) initialFocusRef.current?.focus();
            },
          },
        }
      }
    >
      <DialogTitle id={`${formId}-title`} sx={{ pr: 7 }}>
        {title}
        <IconButton
          aria-label={t`Close`}
          onClick={onClose}
          disabled={saving}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} ref={formRef} noValidate onSubmit={onSubmit}>
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
        {secondaryAction}
        <Button onClick={onClose} disabled={saving} color="inherit">
          {cancelLabel ?? t`Cancel`}
        </Button>
        {primaryAction ?? (
          <Button type="submit" form={formId} variant="contained" disabled={saving}>
            {saving ? t`Saving...` : submitLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
