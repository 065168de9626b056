import { Schema, model, type Types } from 'mongoose';

/** Single-use links for resetting a password or setting the first one (invitation). Only a hash is stored. */
export interface PasswordTokenDoc {
  _id: Types.ObjectId;
  user: Types.ObjectId;
  tokenHash: string;
  purpose: 'reset' | 'invite';
  expiresAt: Date;
  usedAt?: Date | null;
  createdAt: Date;
}

const passwordTokenSchema = new Schema<PasswordTokenDoc>(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    tokenHash: { type: String, required: true },
    purpose: { type: String, enum: ['reset', 'invite'], required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'password_tokens' },
);
passwordTokenSchema.index({ tokenHash: 1 }, { unique: true });
passwordTokenSchema.index({ user: 1 });

export const PasswordTokenModel = model<PasswordTokenDoc>('PasswordToken', passwordTokenSchema);
