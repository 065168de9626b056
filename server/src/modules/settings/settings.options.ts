/**
 * What each system setting may hold (spec sections 2, 3 and 9) and the checks every write goes
 * through, for GraphQL and any other caller alike. Messages name the field as the screen labels it.
 */
import { z } from 'zod';
import { emailAddress, fieldMessage, optionalText, requiredText } from '../../core/validation.js';
import { translatedLabel, translationsInput } from '../../core/translations.js';
import { SETTINGS_MESSAGES as M } from './settings.messages.js';
import { PASSWORD_POLICIES } from './settings.model.js';

/** Stored as IANA zone names so dates can be shown with Intl in the chosen zone. */
export const TIMEZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'GMT'] as const;
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const BACKUP_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;

/** Bounds the spec leaves open ("read as an integer with no bounds"): a 0-minute session or 0 attempts would lock everyone out. */
export const SESSION_TIMEOUT_MINUTES = { min: 5, max: 43_200 } as const;
export const LOGIN_ATTEMPTS = { min: 3, max: 20 } as const;
/** How many successful backups stay in DATA_DIR/backups (the oldest beyond are removed). */
export const BACKUPS_KEPT = { min: 1, max: 100 } as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });
const flag = (label: string) => z.boolean({ error: `${label} must be on or off` });
const wholeNumber = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/** How many social profiles the business lists: its main networks, not a link directory. */
export const SOCIAL_PROFILES_MAX = 5;
/** Long enough for any profile address, short enough to keep the home page's head small. */
const SOCIAL_PROFILE_MAX_LENGTH = 300;

/** An https address on a named host, with no user name or password in it. */
function isPublicHttpsUrl(text: string): boolean {
  if (text.length > SOCIAL_PROFILE_MAX_LENGTH || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The business's profiles on other sites: trimmed https addresses, blanks dropped, each once, a few
 * at most. A message names the profile's position in the list (from 1).
 */
const socialProfiles = z
  .array(z.string({ error: fieldMessage(M.socialProfileNotHttps(1)) }), { error: fieldMessage(M.socialProfileNotHttps(1)) })
  .transform((list) => list.map((text) => text.trim()).filter(Boolean))
  .superRefine((list, context) => {
    if (list.length > SOCIAL_PROFILES_MAX) context.addIssue({ code: 'custom', message: fieldMessage(M.tooManySocialProfiles(SOCIAL_PROFILES_MAX)) });
    list.forEach((text, index) => {
      if (!isPublicHttpsUrl(text)) context.addIssue({ code: 'custom', message: fieldMessage(M.socialProfileNotHttps(index + 1)) });
      else if (list.indexOf(text) !== index) context.addIssue({ code: 'custom', message: fieldMessage(M.duplicateSocialProfile(index + 1)) });
    });
  });

const SITE_TEXT_LABELS = { siteDescription: /*i18n*/ { message: 'Site Description' }, paymentInstructions: /*i18n*/ { message: 'Payment Instructions' } };

/** The Spanish, French and German versions: each field optional (a missing one reads the English); given, they replace the stored ones. */
const siteTextVersions = translationsInput((language) => ({
  siteDescription: optionalText(translatedLabel(SITE_TEXT_LABELS.siteDescription, language), 300),
  paymentInstructions: optionalText(translatedLabel(SITE_TEXT_LABELS.paymentInstructions, language), 2000),
})).transform((versions) => Object.fromEntries(Object.entries(versions).filter(([, version]) => version !== undefined)));

/** Every group and every field is optional: a save sends what changed, a field left out keeps its value. */
export const SettingsInput = z.object({
  general: z
    .object({
      siteName: requiredText('Site Name', 80),
      siteDescription: optionalText('Site Description', 300).transform((v) => v ?? ''),
      contactEmail: emailAddress('Contact Email'),
      timezone: oneOf(TIMEZONES, 'Timezone'),
      language: oneOf(LANGUAGES, 'Language'),
      paymentInstructions: optionalText('Payment Instructions', 2000).transform((v) => v ?? ''),
      socialProfiles,
      translations: siteTextVersions,
    })
    .partial()
    .nullish(),
  security: z
    .object({
      twoFactorAuth: flag('Two-Factor Authentication'),
      passwordPolicy: oneOf(PASSWORD_POLICIES, 'Password Policy'),
      sessionTimeout: wholeNumber('Session Timeout', SESSION_TIMEOUT_MINUTES),
      loginAttempts: wholeNumber('Login Attempts', LOGIN_ATTEMPTS),
    })
    .partial()
    .nullish(),
  notifications: z
    .object({
      emailNotifications: flag('Email Notifications'),
      pushNotifications: flag('Push Notifications'),
      weeklyReports: flag('Weekly Reports'),
      systemAlerts: flag('System Alerts'),
    })
    .partial()
    .nullish(),
  system: z
    .object({
      maintenanceMode: flag('Maintenance Mode'),
      debugMode: flag('Debug Mode'),
      cacheEnabled: flag('Cache Enabled'),
      backupFrequency: oneOf(BACKUP_FREQUENCIES, 'Backup Frequency'),
      backupsKept: wholeNumber('Backups Kept', BACKUPS_KEPT),
    })
    .partial()
    .nullish(),
});
export type SettingsChange = z.output<typeof SettingsInput>;
