import Button from '@mui/material/Button';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { useApolloClient } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ImportDialog } from './ImportDialog';

export interface ImportButtonProps {
  /** users, courses, jobs, services, faqs or global-offices */
  type: string;
  /** The dialog's title, e.g. "Import Courses". */
  title: string;
  /** Only an administrator may confirm importing administrators and editors (users only). */
  canConfirmStaffRoles?: boolean;
}

/**
 * An admin list's Import button: opens a fresh ImportDialog each time; after a commit every list
 * and stat on the screen is fetched again, so the imported records show at once.
 */
export function ImportButton({ type, title, canConfirmStaffRoles = false }: ImportButtonProps) {
  const client = useApolloClient();
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  const start = () => {
    setOpened((n) => n + 1);
    setOpen(true);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<FileUploadOutlinedIcon />} onClick={start}>
        <Trans>Import</Trans>
      </Button>
      {open && (
        <ImportDialog
          key={opened}
          open
          type={type}
          title={title}
          canConfirmStaffRoles={canConfirmStaffRoles}
          // An import writes any number of records the server validated and placed (lists, pages,
          // stats alike): no answer to write into the cache, so what is on screen is fetched again.
          onImported={() => void client.refetchQueries({ include: 'active' })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
