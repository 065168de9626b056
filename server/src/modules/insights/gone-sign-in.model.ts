/**
 * The last sign-in of each deleted account (Active Users, active-users.ts): the activity log keeps
 * a deleted account's sign-in entries, and Active Users has always counted them, so the count by
 * `users.lastSignInAt` adds these. Written when an account is deleted (rollup-change.ts) and by
 * the rebuild for sign-ins whose account is gone.
 */
import { Schema, model, type Types } from 'mongoose';

export interface GoneSignInDoc {
  /** The deleted account's id. */
  _id: Types.ObjectId;
  lastSignInAt: Date;
}

const goneSignInSchema = new Schema<GoneSignInDoc>({ _id: { type: Schema.Types.ObjectId, required: true }, lastSignInAt: { type: Date, required: true } }, { collection: 'insight_gone_sign_ins', versionKey: false });

goneSignInSchema.index({ lastSignInAt: 1 });

export const GoneSignInModel = model<GoneSignInDoc>('GoneSignIn', goneSignInSchema);
