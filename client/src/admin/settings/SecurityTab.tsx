import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import { PASSWORD_POLICY_OPTIONS } from './settings-form';
import { SettingSelect, SettingSwitch, SettingText, SettingsSection, type SettingsTabProps } from './settings-fields';

export function SecurityTab(tab: SettingsTabProps) {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Security Settings`} description={t`Sign-in rules for every account.`}>
      <SettingSwitch field="twoFactorAuth" label={t`Two-Factor Authentication`} description={t`Require 2FA for admin accounts`} tab={tab} />
      <SettingSelect field="passwordPolicy" label={t`Password Policy`} options={PASSWORD_POLICY_OPTIONS} tab={tab} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingText field="sessionTimeout" label={t`Session Timeout (minutes)`} type="number" tab={tab} helper={t`A session ends after this long without activity.`} />
        <SettingText field="loginAttempts" label={t`Login Attempts`} type="number" tab={tab} helper={t`Failed sign-ins before an address is locked out.`} />
      </Stack>
    </SettingsSection>
  );
}
