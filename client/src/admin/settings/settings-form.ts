/**
 * The System Settings form (spec sections 2, 3 and 9): its fields, their options and labels, and
 * the conversions between the form and the server's groups.
 */
import type { SystemSettingsFieldsFragment, SystemSettingsInput } from '../../__generated__/graphql';
import type { FieldErrors } from '../../components/form/useFormValues';

export const SETTINGS_TABS = ['General', 'Security', 'Notifications', 'System', 'Export Settings'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

type Option = { value: string; label: string };
export const TIMEZONE_OPTIONS: Option[] = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern Time' },
  { value: 'America/Los_Angeles', label: 'Pacific Time' },
  { value: 'GMT', label: 'Greenwich Mean Time' },
];
export const LANGUAGE_OPTIONS: Option[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
];
/** Options shown as the values themselves, as the spec lists them (Settings: Password Policy, Backup Frequency). */
const shownAsIs = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
export const PASSWORD_POLICY_OPTIONS = shownAsIs(['weak', 'medium', 'strong']);
export const BACKUP_FREQUENCY_OPTIONS = shownAsIs(['hourly', 'daily', 'weekly', 'monthly']);

export interface SettingsFormValues {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  timezone: string;
  language: string;
  paymentInstructions: string;
  /** One address a line, as typed; sent as a list without the blank lines. */
  socialProfiles: string;
  twoFactorAuth: boolean;
  passwordPolicy: string;
  /** Text while typed, so a half-typed number is not lost. */
  sessionTimeout: string;
  loginAttempts: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
  weeklyReports: boolean;
  systemAlerts: boolean;
  maintenanceMode: boolean;
  debugMode: boolean;
  cacheEnabled: boolean;
  backupFrequency: string;
  backupsKept: string;
}
export type SettingsField = keyof SettingsFormValues;
export type SettingsFormErrors = FieldErrors<SettingsField>;

/** Which tab shows a field, so a failed save can open the tab of the first wrong field. */
export const TAB_OF_FIELD: Record<SettingsField, SettingsTab> = {
  siteName: 'General',
  siteDescription: 'General',
  contactEmail: 'General',
  timezone: 'General',
  language: 'General',
  paymentInstructions: 'General',
  socialProfiles: 'General',
  twoFactorAuth: 'Security',
  passwordPolicy: 'Security',
  sessionTimeout: 'Security',
  loginAttempts: 'Security',
  emailNotifications: 'Notifications',
  pushNotifications: 'Notifications',
  weeklyReports: 'Notifications',
  systemAlerts: 'Notifications',
  maintenanceMode: 'System',
  debugMode: 'System',
  cacheEnabled: 'System',
  backupFrequency: 'System',
  backupsKept: 'System',
};

export function formValuesOf(settings: SystemSettingsFieldsFragment): SettingsFormValues {
  const { general, security, notifications, system } = settings;
  return {
    siteName: general.siteName,
    siteDescription: general.siteDescription,
    contactEmail: general.contactEmail,
    timezone: general.timezone,
    language: general.language,
    paymentInstructions: general.paymentInstructions,
    socialProfiles: general.socialProfiles.join('\n'),
    twoFactorAuth: security.twoFactorAuth,
    passwordPolicy: security.passwordPolicy,
    sessionTimeout: String(security.sessionTimeout),
    loginAttempts: String(security.loginAttempts),
    emailNotifications: notifications.emailNotifications,
    pushNotifications: notifications.pushNotifications,
    weeklyReports: notifications.weeklyReports,
    systemAlerts: notifications.systemAlerts,
    maintenanceMode: system.maintenanceMode,
    debugMode: system.debugMode,
    cacheEnabled: system.cacheEnabled,
    backupFrequency: system.backupFrequency,
    backupsKept: String(system.backupsKept),
  };
}

/** The addresses typed one a line, trimmed, blank lines left out. */
export function socialProfilesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const WHOLE_NUMBER = /^\s*-?\d+\s*$/;

/**
 * The save's input, or the messages of fields that cannot be sent at all (a number field holding
 * text); every other rule is the server's, whose messages come back beside the fields.
 */
export function settingsInputOf(values: SettingsFormValues): { input: SystemSettingsInput } | { errors: SettingsFormErrors } {
  const errors: SettingsFormErrors = {};
  if (!WHOLE_NUMBER.test(values.sessionTimeout)) errors.sessionTimeout = 'Session Timeout must be a whole number';
  if (!WHOLE_NUMBER.test(values.loginAttempts)) errors.loginAttempts = 'Login Attempts must be a whole number';
  if (!WHOLE_NUMBER.test(values.backupsKept)) errors.backupsKept = 'Backups Kept must be a whole number';
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      general: {
        siteName: values.siteName,
        siteDescription: values.siteDescription,
        contactEmail: values.contactEmail,
        timezone: values.timezone,
        language: values.language,
        paymentInstructions: values.paymentInstructions,
        socialProfiles: socialProfilesOf(values.socialProfiles),
      },
      security: {
        twoFactorAuth: values.twoFactorAuth,
        passwordPolicy: values.passwordPolicy,
        sessionTimeout: Number.parseInt(values.sessionTimeout, 10),
        loginAttempts: Number.parseInt(values.loginAttempts, 10),
      },
      notifications: {
        emailNotifications: values.emailNotifications,
        pushNotifications: values.pushNotifications,
        weeklyReports: values.weeklyReports,
        systemAlerts: values.systemAlerts,
      },
      system: {
        maintenanceMode: values.maintenanceMode,
        debugMode: values.debugMode,
        cacheEnabled: values.cacheEnabled,
        backupFrequency: values.backupFrequency,
        backupsKept: Number.parseInt(values.backupsKept, 10),
      },
    },
  };
}

/** The server names fields by group ('general.siteName'); the form by the field alone. */
export function settingsFieldOf(serverField: string): SettingsField | undefined {
  const name = serverField.split('.').pop() ?? '';
  return name in TAB_OF_FIELD ? (name as SettingsField) : undefined;
}

export function changedFields(saved: SettingsFormValues, current: SettingsFormValues): SettingsField[] {
  return (Object.keys(saved) as SettingsField[]).filter((field) => saved[field] !== current[field]);
}
