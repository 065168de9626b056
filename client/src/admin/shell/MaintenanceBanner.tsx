import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteInfo } from '../../app/site/useSiteInfo';

/** Tells staff the public site is closed, wherever they are in the back office. */
export function MaintenanceBanner() {
  const { maintenanceMode } = useSiteInfo();
  if (!maintenanceMode) return null;
  return (
    <Alert
      severity="warning"
      sx={{ borderRadius: 0 }}
      action={
        <Button component={RouterLink} to="/admin/settings" color="inherit" size="small">
          <Trans>System Settings</Trans>
        </Button>
      }
    >
      <Trans>The site is in maintenance mode: visitors see a maintenance page until it is turned off.</Trans>
    </Alert>
  );
}
