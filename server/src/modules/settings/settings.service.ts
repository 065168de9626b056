import { provideSiteLanguage } from '../../core/translations.js';
import mongoose from 'mongoose';
import { parseInput } from '../../core/validation.js';
import { requireAdmin, requireStaff, type Actor } from '../../core/actor.js';
import { recordSettingsChange } from './settings.audit.js';
import { DEFAULT_SETTINGS, SETTINGS_ID, SettingsModel, type SettingsDoc } from './settings.model.js';
import { SettingsInput } from './settings.options.js';
import { withTextVersions } from './settings.text.js';

export type Settings = Omit<SettingsDoc, '_id' | 'updatedAt'>;
export type StoredSettings = Settings & { updatedAt: Date | null };
/** The settings as staff read them: the site's text with every language's version (settings.text.ts). */
export type ShownSettings = ReturnType<typeof withTextVersions<StoredSettings>>;
type Group = keyof Settings;
const GROUPS: readonly Group[] = ['general', 'security', 'notifications', 'system'];

/**
 * Settings are read on every sign-in, token renewal and public request, so they are cached briefly
 * in memory; a write through this module clears the cache at once, and other processes drop theirs
 * within about a second (public-cache/shared-invalidation.ts; CACHE_MS bounds it whatever happens).
 * Stored values are merged over the defaults so a setting added later has its default without a
 * migration.
 */
const CACHE_MS = 5_000;
let cached: { at: number; value: StoredSettings } | null = null;
const listeners = new Set<(settings: Settings) => void>();

/** The read in flight: requests arriving while the cache refreshes share it instead of each reading. */
let reading: Promise<StoredSettings> | null = null;
/** Moves on each clear, so a read that started before a change neither is shared nor cached after it. */
let generation = 0;

function readSettings(): Promise<StoredSettings> {
  if (cached && Date.now() - cached.at < CACHE_MS) return Promise.resolve(cached.value);
  if (reading) return reading;
  const current = loadSettings().finally(() => {
    if (reading === current) reading = null;
  });
  reading = current;
  return current;
}

async function loadSettings(): Promise<StoredSettings> {
  const startedIn = generation;
  const stored = await SettingsModel.findById(SETTINGS_ID).lean();
  const value: StoredSettings = {
    general: { ...DEFAULT_SETTINGS.general, ...stored?.general },
    security: { ...DEFAULT_SETTINGS.security, ...stored?.security },
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored?.notifications },
    system: { ...DEFAULT_SETTINGS.system, ...stored?.system },
    updatedAt: stored?.updatedAt ?? null,
  };
  if (startedIn === generation) cached = { at: Date.now(), value };
  return value;
}

/** The settings as the server applies them (no permission check: for the server's own use). */
export function getSettings(): Promise<Settings> {
  return readSettings();
}

// What content is read in when a visitor's language has no version of it (core/translations.ts).
provideSiteLanguage(async () => (await getSettings()).general.language);

export function clearSettingsCache(): void {
  cached = null;
  reading = null;
  generation += 1;
}

/** Runs after every change this process makes (log level, schedules), with the new settings. */
export function onSettingsChanged(listener: (settings: Settings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Administrators and editors read every setting (spec section 2: the System Settings screen). */
export async function getSystemSettings(actor: Actor | null): Promise<ShownSettings> {
  requireStaff(actor);
  return withTextVersions(await readSettings());
}

const ONLY_ADMINS_SETTINGS = 'Only administrators can change the system settings.';

/** Administrators only: saves the given fields; those left out keep their value. */
export async function updateSystemSettings(actor: Actor | null, raw: unknown): Promise<ShownSettings> {
  const user = requireAdmin(actor, ONLY_ADMINS_SETTINGS);
  const change = parseInput(SettingsInput, raw ?? {});
  const $set: Record<string, unknown> = {};
  for (const group of GROUPS) {
    for (const [field, value] of Object.entries(change[group] ?? {})) {
      if (value !== undefined) $set[`${group}.${field}`] = value;
    }
  }
  return withTextVersions(await write(user, 'update', $set));
}

/** Administrators only: every setting back to the spec's defaults (section 9). */
export async function resetSystemSettings(actor: Actor | null): Promise<ShownSettings> {
  const user = requireAdmin(actor, ONLY_ADMINS_SETTINGS);
  const $set: Record<string, unknown> = {};
  for (const group of GROUPS) $set[group] = { ...DEFAULT_SETTINGS[group] };
  return withTextVersions(await write(user, 'reset', $set));
}

async function write(user: Actor, action: 'update' | 'reset', $set: Record<string, unknown>): Promise<StoredSettings> {
  clearSettingsCache();
  const before = await readSettings();
  const { updatedAt: _before, ...beforeValues } = before;
  if (Object.keys($set).length) {
    await mongoose.connection.transaction(async (session) => {
      // Upserted from the merged values first, so a partial $set never leaves a group half-filled.
      await SettingsModel.updateOne({ _id: SETTINGS_ID }, { $setOnInsert: beforeValues }, { upsert: true, session });
      await SettingsModel.updateOne({ _id: SETTINGS_ID }, { $set }, { strict: false, session });
      const stored = await SettingsModel.findById(SETTINGS_ID, null, { session }).lean();
      const afterValues = { general: { ...stored?.general }, security: { ...stored?.security }, notifications: { ...stored?.notifications }, system: { ...stored?.system } };
      await recordSettingsChange(user, action, beforeValues, afterValues, session);
    });
  }
  clearSettingsCache();
  const after = await readSettings();
  for (const listener of listeners) listener(after);
  return after;
}
