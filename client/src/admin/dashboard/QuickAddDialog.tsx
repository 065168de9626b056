import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec section 2: service, course, job, user, contact info; each opens its page's Add dialog. */
export const QUICK_ADD_OPTIONS: ReadonlyArray<{ label: MessageDescriptor; to: string; icon: typeof SvgIcon }> = [
  { label: msg`Service`, to: '/admin/services?add=1', icon: DesignServicesOutlinedIcon },
  { label: msg`Course`, to: '/admin/courses?add=1', icon: PostAddOutlinedIcon },
  { label: msg`Job`, to: '/admin/jobs?add=1', icon: WorkOutlinedIcon },
  { label: msg`User`, to: '/admin/users?add=1', icon: PersonAddAlt1OutlinedIcon },
  { label: msg`Contact Info`, to: '/admin/contact?tab=info&add=1', icon: ContactPhoneOutlinedIcon },
];

export function QuickAddDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Trans>Quick Add</Trans>
      </DialogTitle>
      <List sx={{ pt: 0, pb: 1 }}>
        {QUICK_ADD_OPTIONS.map(({ label, to, icon: Icon }) => (
          <ListItemButton
            key={to}
            onClick={() => {
              onClose();
              void navigate(to);
            }}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={i18n._(label)} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
