import { useLingui } from '@lingui/react/macro';
import { OutboxLink } from '../outbox/OutboxLink';
import { DesktopNotificationsControl } from './DesktopNotificationsControl';
import { WeeklyReportSendNow } from './WeeklyReportSendNow';
import { SettingSwitch, SettingSwitchExtra, SettingsSection, type SettingsTabProps } from './settings-fields';

export function NotificationsTab(tab: SettingsTabProps) {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Notification Settings`} description={t`What staff are told, and how.`}>
      <SettingSwitch
        field="emailNotifications"
        label={t`Email Notifications`}
        description={t`E-mail staff about new messages, admin requests, applications and enrollments.`}
        tab={tab}
      />
      <SettingSwitchExtra>
        <OutboxLink />
      </SettingSwitchExtra>
      <SettingSwitch
        field="pushNotifications"
        label={t`Push Notifications`}
        description={t`Live notifications in the back office while it is open, also on the desktop where this browser allows it.`}
        tab={tab}
      />
      <SettingSwitchExtra>
        <DesktopNotificationsControl />
      </SettingSwitchExtra>
      <SettingSwitch
        field="weeklyReports"
        label={t`Weekly Reports`}
        description={t`A weekly summary e-mail to each administrator, Monday at 08:00 in the site's time zone.`}
        tab={tab}
      />
      {/* Editors see the settings read-only; the preview is for administrators (the server refuses others). */}
      {!tab.readOnly && (
        <SettingSwitchExtra>
          <WeeklyReportSendNow />
        </SettingSwitchExtra>
      )}
      <SettingSwitch field="systemAlerts" label={t`System Alerts`} description={t`Tell staff about failed backups, repeated lockouts and database outages.`} tab={tab} />
    </SettingsSection>
  );
}
