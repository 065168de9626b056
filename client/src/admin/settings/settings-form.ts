/**
 * The System Settings form (spec sections 2, 3 and 9): its fields, their options and labels, and
 * the conversions between the form and the server's groups.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SystemSettingsFieldsFragment, SystemSettingsInput } from '../../__generated__/graphql';
import type { FieldErrors } from '../../components/form/useFormValues';
import type { TranslationLanguage } from '../shared/content-languages/content-languages';
import { versionsToForm, versionsToInput } from '../shared/content-languages/language-fields';

/** The site's text a visitor reads, which has a version per language. */
export const SITE_TEXT_FIELDS = ['siteDescription', 'paymentInstructions'] as const;
type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];

/* eslint-disable lingui/no-unlocalized-strings -- the tabs' ids (their names are SETTINGS_TAB_LABELS) */
export const SETTINGS_TABS = ['General', 'Security', 'Notifications', 'System', 'Export Settings'] as const;
/* eslint-enable lingui/no-unlocalized-strings */
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tabs' names. */
export const SETTINGS_TAB_LABELS: Record<SettingsTab, MessageDescriptor> = {
  General: msg({ message: 'General', context: 'settings tab' }),
  Security: msg({ message: 'Security', context: 'settings tab' }),
  Notifications: msg({ message: 'Notifications', context: 'settings tab' }),
  System: msg({ message: 'System', context: 'settings tab' }),
  'Export Settings': msg({ message: 'Export Settings', context: 'settings tab' }),
};

export type SettingsOption = { value: string; label: MessageDescriptor };
/* eslint-disable lingui/no-unlocalized-strings -- time zone ids (their names are the labels) */
export const TIMEZONE_OPTIONS: SettingsOption[] = [
  { value: 'UTC', label: msg({ message: 'UTC', comment: 'A time zone: Coordinated Universal Time, usually kept as UTC.' }) },
  { value: 'America/New_York', label: msg`Eastern Time` },
  { value: 'America/Los_Angeles', label: msg`Pacific Time` },
  { value: 'GMT', label: msg`Greenwich Mean Time` },
];
/* eslint-enable lingui/no-unlocalized-strings */
export const LANGUAGE_OPTIONS: SettingsOption[] = [
  { value: 'en', label: msg`English` },
  { value: 'es', label: msg`Spanish` },
  { value: 'fr', label: msg`French` },
  { value: 'de', label: msg`German` },
];
/** Shown in lower case, as the spec lists them (Settings: Password Policy, Backup Frequency). */
export const PASSWORD_POLICY_OPTIONS: SettingsOption[] = [
  { value: 'weak', label: msg({ message: 'weak', context: 'password policy' }) },
  { value: 'medium', label: msg({ message: 'medium', context: 'password policy' }) },
  { value: 'strong', label: msg({ message: 'strong', context: 'password policy' }) },
];
export const BACKUP_FREQUENCY_OPTIONS: SettingsOption[] = [
  { value: 'hourly', label: msg({ message: 'hourly', context: 'backup frequency' }) },
  { value: 'daily', label: msg({ message: 'daily', context: 'backup frequency' }) },
  { value: 'weekly', label: msg({ message: 'weekly', context: 'backup frequency' }) },
  { value: 'monthly', label: msg({ message: 'monthly', context: 'backup frequency' }) },
];

const NOT_WHOLE = {
  sessionTimeout: msg`Session Timeout must be a whole number`,
  loginAttempts: msg`Login Attempts must be a whole number`,
  backupsKept: msg`Backups Kept must be a whole number`,
};

export interface SettingsFormValues {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  timezone: string;
  language: string;
  paymentInstructions: string;
  /** One address a line, as typed; sent as a list without the blank lines. */
  socialProfiles: string;
  /** The Spanish, French and German versions of the description and payment instructions; blank: the English shows. */
  translations: Record<TranslationLanguage, Record<SiteTextField, string>>;
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
  translations: 'General',
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
    translations: versionsToForm(SITE_TEXT_FIELDS, general.translations),
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
export function settingsInputOf(values: SettingsFormValues, i18n: I18n): { input: SystemSettingsInput } | { errors: SettingsFormErrors } {
  const errors: SettingsFormErrors = {};
  if (!WHOLE_NUMBER.test(values.sessionTimeout)) errors.sessionTimeout = i18n._(NOT_WHOLE.sessionTimeout);
  if (!WHOLE_NUMBER.test(values.loginAttempts)) errors.loginAttempts = i18n._(NOT_WHOLE.loginAttempts);
  if (!WHOLE_NUMBER.test(values.backupsKept)) errors.backupsKept = i18n._(NOT_WHOLE.backupsKept);
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
        translations: versionsToInput(values.translations),
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
  // A version's field ('general.translations.es.siteDescription'): its message names the language and the field.
  if (serverField.startsWith('general.translations')) return 'translations';
  const name = serverField.split('.').pop() ?? '';
  return name in TAB_OF_FIELD ? (name as SettingsField) : undefined;
}

export function changedFields(saved: SettingsFormValues, current: SettingsFormValues): SettingsField[] {
  // The versions are an object: compared by what they hold.
  const same = (field: SettingsField) => (field === 'translations' ? JSON.stringify(saved.translations) === JSON.stringify(current.translations) : saved[field] === current[field]);
  return (Object.keys(saved) as SettingsField[]).filter((field) => !same(field));
}
