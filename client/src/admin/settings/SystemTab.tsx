import { BackupsPanel } from './BackupsPanel';
import { BACKUP_FREQUENCY_OPTIONS } from './settings-form';
import { SettingSelect, SettingSwitch, SettingText, SettingsSection, type SettingsTabProps } from './settings-fields';

export function SystemTab(tab: SettingsTabProps) {
  return (
    <SettingsSection title="System Settings" description="How the platform runs.">
      <SettingSwitch field="maintenanceMode" label="Maintenance Mode" description="Show visitors a maintenance page; administrators and editors keep working." tab={tab} />
      <SettingSwitch field="cacheEnabled" label="Cache Enabled" description="Answer public pages from a server-side cache." tab={tab} />
      <SettingSwitch field="debugMode" label="Debug Mode" description="Log in detail, with request timings." tab={tab} />
      <SettingSelect field="backupFrequency" label="Backup Frequency" options={BACKUP_FREQUENCY_OPTIONS} tab={tab} />
      <SettingText field="backupsKept" label="Backups Kept" type="number" helper="How many backups stay on the server (1-100); older ones are removed." tab={tab} />
      {/* Editors see the settings read-only; backups are for administrators only (the server refuses others). */}
      {!tab.readOnly && <BackupsPanel />}
    </SettingsSection>
  );
}
