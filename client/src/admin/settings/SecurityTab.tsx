import Stack from '@mui/material/Stack';
import { PASSWORD_POLICY_OPTIONS } from './settings-form';
import { SettingSelect, SettingSwitch, SettingText, SettingsSection, type SettingsTabProps } from './settings-fields';

export function SecurityTab(tab: SettingsTabProps) {
  return (
    <SettingsSection title="Security Settings" description="Sign-in rules for every account.">
      <SettingSwitch field="twoFactorAuth" label="Two-Factor Authentication" description="Require 2FA for admin accounts" tab={tab} />
      <SettingSelect field="passwordPolicy" label="Password Policy" options={PASSWORD_POLICY_OPTIONS} tab={tab} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingText field="sessionTimeout" label="Session Timeout (minutes)" type="number" tab={tab} helper="A session ends after this long without activity." />
        <SettingText field="loginAttempts" label="Login Attempts" type="number" tab={tab} helper="Failed sign-ins before an address is locked out." />
      </Stack>
    </SettingsSection>
  );
}
