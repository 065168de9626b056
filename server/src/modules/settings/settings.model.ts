import { Schema, model } from 'mongoose';
import type { Translations } from '../../core/translations.js';

export const PASSWORD_POLICIES = ['weak', 'medium', 'strong'] as const;
export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number];

/** The settings' text a visitor reads, which has a version per language (core/translations.ts). */
export type SiteText = { siteDescription: string; paymentInstructions: string };
export const SITE_TEXT_FIELDS = ['siteDescription', 'paymentInstructions'] as const satisfies readonly (keyof SiteText)[];

/** The default footer tagline in Spanish (tú), French (vous) and German (Sie). */
const DEFAULT_SITE_TEXT_TRANSLATIONS: Translations<SiteText> = {
  es: {
    siteDescription:
      'Impulsamos a las empresas con soluciones de IA de vanguardia y programas de formación completos. Convertimos la inteligencia artificial en resultados medibles y te ayudamos a desarrollar las habilidades del mañana.',
  },
  fr: {
    siteDescription:
      'Nous accompagnons les entreprises avec des solutions d’IA de pointe et des programmes de formation complets. Nous transformons l’intelligence artificielle en résultats mesurables et vous aidons à acquérir les compétences de demain.',
  },
  de: {
    siteDescription:
      'Wir stärken Unternehmen mit modernsten KI-Lösungen und umfassenden Weiterbildungsprogrammen. Wir machen künstliche Intelligenz zu messbaren Ergebnissen und helfen Ihnen, die Fähigkeiten von morgen aufzubauen.',
  },
};

/** System settings (spec section 3), one document with a fixed id. */
export interface SettingsDoc {
  _id: string;
  general: {
    siteName: string;
    siteDescription: string;
    contactEmail: string;
    timezone: string;
    language: string;
    paymentInstructions: string;
    socialProfiles: string[];
    /** The Spanish, French and German versions of the description and payment instructions (which are the English). */
    translations: Translations<SiteText> | null;
  };
  security: { twoFactorAuth: boolean; passwordPolicy: PasswordPolicy; sessionTimeout: number; loginAttempts: number };
  notifications: { emailNotifications: boolean; pushNotifications: boolean; weeklyReports: boolean; systemAlerts: boolean };
  system: { maintenanceMode: boolean; debugMode: boolean; cacheEnabled: boolean; backupFrequency: string; backupsKept: number };
  updatedAt?: Date;
}

/** Spec section 9: system settings defaults. */
export const DEFAULT_SETTINGS: Omit<SettingsDoc, '_id'> = {
  general: {
    siteName: 'AI Solutions',
    // The footer's tagline (spec section 1), which the footer and the meta description now read from here.
    siteDescription:
      'Empowering businesses with cutting-edge AI solutions and comprehensive training programs. We turn artificial intelligence into measurable results and help people build the skills of tomorrow.',
    contactEmail: 'info@aisolutions.example',
    timezone: 'UTC',
    language: 'en',
    // How to pay for a course when no payment provider is configured; empty: the course page says staff will be in touch.
    paymentInstructions: '',
    // The business's profiles elsewhere (LinkedIn, X, YouTube…): the home page's Organization `sameAs`.
    socialProfiles: [],
    translations: DEFAULT_SITE_TEXT_TRANSLATIONS,
  },
  security: { twoFactorAuth: true, passwordPolicy: 'strong', sessionTimeout: 30, loginAttempts: 5 },
  notifications: { emailNotifications: true, pushNotifications: false, weeklyReports: true, systemAlerts: true },
  // backupsKept is not in the spec ("the last N kept, N a setting with a sensible default"): a week of daily backups.
  system: { maintenanceMode: false, debugMode: false, cacheEnabled: true, backupFrequency: 'daily', backupsKept: 7 },
};

export const SETTINGS_ID = 'system';

const settingsSchema = new Schema<SettingsDoc>(
  {
    _id: { type: String, default: SETTINGS_ID },
    general: { type: Object, default: () => ({ ...DEFAULT_SETTINGS.general }) },
    security: { type: Object, default: () => ({ ...DEFAULT_SETTINGS.security }) },
    notifications: { type: Object, default: () => ({ ...DEFAULT_SETTINGS.notifications }) },
    system: { type: Object, default: () => ({ ...DEFAULT_SETTINGS.system }) },
  },
  { timestamps: { createdAt: false, updatedAt: true }, collection: 'settings', minimize: false },
);

export const SettingsModel = model<SettingsDoc>('Settings', settingsSchema);
