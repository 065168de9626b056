/**
 * The invitations of imported users, sent once the import has committed (user.import.ts), and at
 * start-up for those a stopped process left waiting.
 */
import mongoose from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { sendQueuedMail } from '../mail/index.js';
import { UserModel, type UserDoc } from './user.model.js';
import { queueInvitation } from './user.service.js';

/**
 * Each imported user's invitation: its link and its e-mail written in one small transaction with
 * the user's waiting mark taken off (no link is issued that its owner never hears of, and two
 * processes never invite the same user twice), then its first try. One that cannot be written is
 * logged and keeps its mark; the others still go.
 */
export async function inviteImported(deps: AppDeps, users: Pick<UserDoc, '_id' | 'name' | 'email' | 'language'>[], byName: string): Promise<void> {
  for (const user of users) {
    try {
      const mail = await mongoose.connection.transaction(async (session) => {
        const claimed = await UserModel.updateOne({ _id: user._id, invitationPendingBy: { $exists: true } }, { $unset: { invitationPendingBy: 1 } }, { session });
        return claimed.modifiedCount ? queueInvitation(deps, session, user, byName) : null;
      });
      await sendQueuedMail(deps, mail);
    } catch (err) {
      deps.log.error({ err, userId: user._id.toString() }, 'an imported user could not be invited');
    }
  }
}

/**
 * At start-up: the imported users whose invitation was never written (a process stopped between an
 * import's commit and its invitations), invited now. Answers how many were waiting.
 */
export async function inviteWaitingImportedUsers(deps: AppDeps): Promise<number> {
  const waiting = await UserModel.find({ invitationPendingBy: { $exists: true } }, { name: 1, email: 1, language: 1, invitationPendingBy: 1 }).lean();
  const byImporter = new Map<string, typeof waiting>();
  for (const user of waiting) {
    const by = user.invitationPendingBy ?? '';
    byImporter.set(by, [...(byImporter.get(by) ?? []), user]);
  }
  for (const [by, users] of byImporter) await inviteImported(deps, users, by);
  if (waiting.length) deps.log.info({ users: waiting.length }, 'imported users invited after a restart');
  return waiting.length;
}
