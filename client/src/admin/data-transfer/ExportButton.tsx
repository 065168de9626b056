import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ExportFilterInput } from '../../__generated__/graphql';
import { ExportSettingsDialog } from './ExportSettingsDialog';

/** An admin list's Export button: opens Export Settings, which exports what the list shows. */
export function ExportButton({ type, filters }: { type: string; filters?: ExportFilterInput }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => setOpen(true)}>
        <Trans>Export</Trans>
      </Button>
      {open && <ExportSettingsDialog open onClose={() => setOpen(false)} exportType={type} filters={filters ?? {}} />}
    </>
  );
}
