import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { desktopPermission, requestDesktopPermission, type DesktopPermission } from '../shell/desktop-notifications';

const STATE: Record<DesktopPermission, MessageDescriptor> = {
  granted: msg`Desktop notifications are allowed in this browser.`,
  denied: msg`Desktop notifications are blocked in this browser. Allow them in the site settings of your browser.`,
  default: msg`This browser has not been asked yet.`,
  unsupported: msg`This browser cannot show desktop notifications.`,
};

/**
 * Beside Push Notifications: whether this browser may show desktop notifications, and the button
 * that asks. The permission belongs to each browser, not to the setting, so it is shown, not saved.
 */
export function DesktopNotificationsControl() {
  const { t, i18n } = useLingui();
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      setPermission(await requestDesktopPermission());
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      role="group"
      aria-label={t`Desktop notifications`}
    >
      <Typography variant="body2" color={permission === 'denied' ? 'warning.main' : 'text.secondary'} role="status">
        {i18n._(STATE[permission])}
      </Typography>
      {permission === 'default' && (
        <Button size="small" variant="outlined" onClick={() => void ask()} disabled={asking} sx={{ flexShrink: 0 }}>
          <Trans>Allow desktop notifications</Trans>
        </Button>
      )}
    </Stack>
  );
}
