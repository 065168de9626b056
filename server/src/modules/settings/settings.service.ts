import { DEFAULT_SETTINGS, SETTINGS_ID, SettingsModel, type SettingsDoc } from './settings.model.js';

export type Settings = Omit<SettingsDoc, '_id' | 'updatedAt'>;

/**
 * Settings are read on every sign-in and token renewal, so they are cached briefly in memory; a
 * write through this module clears the cache at once. Stored values are merged over the defaults so
 * a setting added later has its default without a migration.
 */
const CACHE_MS = 5_000;
let cached: { at: number; value: Settings } | null = null;

export async function getSettings(): Promise<Settings> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  const stored = await SettingsModel.findById(SETTINGS_ID).lean();
  const value: Settings = {
    general: { ...DEFAULT_SETTINGS.general, ...stored?.general },
    security: { ...DEFAULT_SETTINGS.security, ...stored?.security },
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored?.notifications },
    system: { ...DEFAULT_SETTINGS.system, ...stored?.system },
  };
  cached = { at: Date.now(), value };
  return value;
}

export function clearSettingsCache(): void {
  cached = null;
}
