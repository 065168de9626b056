/** The signed-in user's own account: who am I, and the profile fields they may change. */
import mongoose from 'mongoose';
import { z } from 'zod';
import { recordActivity } from '../activity/index.js';
import { UnauthenticatedError } from '../../core/errors.js';
import { fieldMessage, optionalText, parseInput, requiredText, VALIDATION_MESSAGES } from '../../core/validation.js';
import { LANGUAGES } from '@ai-solutions/common';
import type { AppDeps } from '../../app-deps.js';
import { findUserById, updateProfileFieldsOf, type UserDoc } from '../users/index.js';
import { requireUser, type Actor } from '../../core/actor.js';
import { AUTH_MESSAGES } from './auth.messages.js';

/**
 * An avatar is shown as an image to everyone who sees the person (staff lists, the header), so it
 * may only be a web address: never `javascript:` or `data:` (script in an SVG), nor an address with
 * credentials in it. Production keeps to https (no mixed content, no plain-text hop); development
 * also takes http, for local image servers.
 */
export function avatarField(allowHttp: boolean) {
  const schemes = allowHttp ? ['https:', 'http:'] : ['https:'];
  const message = fieldMessage(allowHttp ? AUTH_MESSAGES.avatarWebAddress : AUTH_MESSAGES.avatarHttpsAddress);
  return optionalText(AUTH_MESSAGES.avatarLabel, 500).refine((value) => {
    if (value === undefined) return true;
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return schemes.includes(url.protocol) && !url.username && !url.password && url.hostname !== '';
  }, { error: message });
}

/** One of the languages the product speaks. */
export const languageField = z.enum(LANGUAGES, { error: fieldMessage(VALIDATION_MESSAGES.oneOf(AUTH_MESSAGES.languageLabel, LANGUAGES)) }).optional();

const profileInput = (allowHttp: boolean) =>
  z.object({
    name: requiredText(AUTH_MESSAGES.fullNameLabel, 100).optional(),
    phone: optionalText(AUTH_MESSAGES.phoneLabel, 40),
    company: optionalText(AUTH_MESSAGES.companyLabel, 120),
    department: optionalText(AUTH_MESSAGES.departmentLabel, 120),
    position: optionalText(AUTH_MESSAGES.positionLabel, 120),
    avatar: avatarField(allowHttp),
    language: languageField,
  });

/** The profile fields as production accepts them (the REST documentation shows this one). */
export const ProfileInput = profileInput(false);
const DEVELOPMENT_PROFILE_INPUT = profileInput(true);

/** `load`: how to read the user (GraphQL passes the request's loader, which the session primed). */
export async function me(actor: Actor | null, load: (id: string) => Promise<UserDoc | null> = (id) => findUserById(id)): Promise<UserDoc | null> {
  if (!actor) return null;
  return load(actor.id);
}

export async function updateProfile(deps: AppDeps, actor: Actor | null, raw: unknown): Promise<UserDoc> {
  const self = requireUser(actor);
  const data = parseInput(deps.config.isProduction ? ProfileInput : DEVELOPMENT_PROFILE_INPUT, raw ?? {});
  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  // Merge: only the fields the caller sent change; a field sent empty is cleared.
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  for (const key of Object.keys(ProfileInput.shape) as (keyof typeof data)[]) {
    if (!Object.hasOwn(given, key)) continue;
    if (data[key] === undefined) unset[key] = 1;
    else set[key] = data[key];
  }
  return mongoose.connection.transaction(async (session) => {
    const before = await findUserById(self.id, { session });
    const updated = await updateProfileFieldsOf(self.id, set, unset, session);
    if (!before || !updated) throw new UnauthenticatedError();
    await recordActivity({ actor: self, action: 'update', entityType: 'user', entityId: self.id, summary: /*i18n*/ ({ message: '{actor} updated their profile', values: { actor: self.name } }), before, after: updated }, session);
    return updated;
  });
}
