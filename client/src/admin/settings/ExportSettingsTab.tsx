import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { CurrentExportSettingsDialog } from './CurrentExportSettingsDialog';
import { SettingsSection } from './settings-fields';

// The dialog (and its exporter) loads only when opened.
const ExportSettingsDialog = lazy(() => import('../data-transfer/ExportSettingsDialog').then((m) => ({ default: m.ExportSettingsDialog })));

/** Export Settings tab: saved per administrator, apart from the system settings (they do not wait for Save Changes). */
export function ExportSettingsTab() {
  const { t } = useLingui();
  const [configuring, setConfiguring] = useState(false);
  const [viewing, setViewing] = useState(false);
  return (
    <SettingsSection title={t`Export Settings`} description={t`The format and options your data exports use. They are saved to your account from the dialog.`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<TuneOutlinedIcon />} onClick={() => setConfiguring(true)}>
          <Trans>Configure Export Settings</Trans>
        </Button>
        <Button variant="outlined" startIcon={<VisibilityOutlinedIcon />} onClick={() => setViewing(true)}>
          <Trans>View Current Settings</Trans>
        </Button>
      </Stack>
      {configuring && (
        <Suspense fallback={null}>
          <ExportSettingsDialog open onClose={() => setConfiguring(false)} />
        </Suspense>
      )}
      <CurrentExportSettingsDialog open={viewing} onClose={() => setViewing(false)} />
    </SettingsSection>
  );
}
