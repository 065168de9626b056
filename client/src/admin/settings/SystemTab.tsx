import { useLingui } from '@lingui/react/macro';
import { BackupsPanel } from './BackupsPanel';
import { BACKUP_FREQUENCY_OPTIONS } from './settings-form';
import { SettingSelect, SettingSwitch, SettingText, SettingsSection, type SettingsTabProps } from './settings-fields';

export function SystemTab(tab: SettingsTabProps) {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`System Settings`} description={t`How the platform runs.`}>
      <SettingSwitch field="maintenanceMode" label={t`Maintenance Mode`} description={t`Show visitors a maintenance page; administrators and editors keep working.`} tab={tab} />
      <SettingSwitch field="cacheEnabled" label={t`Cache Enabled`} description={t`Answer public pages from a server-side cache.`} tab={tab} />
      <SettingSwitch field="debugMode" label={t`Debug Mode`} description={t`Log in detail, with request timings.`} tab={tab} />
      <SettingSelect field="backupFrequency" label={t`Backup Frequency`} options={BACKUP_FREQUENCY_OPTIONS} tab={tab} />
      <SettingText field="backupsKept" label={t`Backups Kept`} type="number" helper={t`How many backups stay on the server (1-100); older ones are removed.`} tab={tab} />
      {/* Editors see the settings read-only; backups are for administrators only (the server refuses others). */}
      {!tab.readOnly && <BackupsPanel />}
    </SettingsSection>
  );
}
