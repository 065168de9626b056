/** The signed-in user's own account: who am I, and the profile fields they may change. */
import mongoose from 'mongoose';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.record.js';
import { UnauthenticatedError } from '../../core/errors.js';
import { optionalText, parseInput, requiredText } from '../../core/validation.js';
import { UserModel, type UserDoc } from '../users/user.model.js';
import { requireUser, type Actor } from '../../core/actor.js';
import { AUTH_MESSAGES } from './auth.messages.js';

export const ProfileInput = z.object({
  name: requiredText(AUTH_MESSAGES.fullNameLabel, 100).optional(),
  phone: optionalText(AUTH_MESSAGES.phoneLabel, 40),
  company: optionalText(AUTH_MESSAGES.companyLabel, 120),
  department: optionalText(AUTH_MESSAGES.departmentLabel, 120),
  position: optionalText(AUTH_MESSAGES.positionLabel, 120),
  avatar: optionalText(AUTH_MESSAGES.avatarLabel, 500),
});

/** `load`: how to read the user (GraphQL passes the request's loader, which the session primed). */
export async function me(actor: Actor | null, load: (id: string) => Promise<UserDoc | null> = (id) => UserModel.findById(id).lean()): Promise<UserDoc | null> {
  if (!actor) return null;
  return load(actor.id);
}

export async function updateProfile(actor: Actor | null, raw: unknown): Promise<UserDoc> {
  const self = requireUser(actor);
  const data = parseInput(ProfileInput, raw ?? {});
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
    const before = await UserModel.findById(self.id, null, { session }).lean();
    const updated = await UserModel.findByIdAndUpdate(
      self.id,
      { ...(Object.keys(set).length ? { $set: set } : {}), ...(Object.keys(unset).length ? { $unset: unset } : {}) },
      { returnDocument: 'after', session },
    ).lean();
    if (!before || !updated) throw new UnauthenticatedError();
    await recordActivity({ actor: self, action: 'update', entityType: 'user', entityId: self.id, summary: `${self.name} updated their profile`, before, after: updated }, session);
    return updated;
  });
}
