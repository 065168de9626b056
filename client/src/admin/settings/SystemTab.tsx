import { BACKUP_FREQUENCY_OPTIONS } from './settings-form';
import { SettingSelect, SettingSwitch, SettingsSection, type SettingsTabProps } from './settings-fields';

export function SystemTab(tab: SettingsTabProps) {
  return (
    <SettingsSection title="System Settings" description="How the platform runs.">
      <SettingSwitch field="maintenanceMode" label="Maintenance Mode" description="Show visitors a maintenance page; administrators and editors keep working." tab={tab} />
      <SettingSwitch field="cacheEnabled" label="Cache Enabled" description="Answer public pages from a server-side cache." tab={tab} />
      <SettingSwitch field="debugMode" label="Debug Mode" description="Log in detail, with request timings." tab={tab} />
      <SettingSelect field="backupFrequency" label="Backup Frequency" options={BACKUP_FREQUENCY_OPTIONS} tab={tab} />
    </SettingsSection>
  );
}
