import { Schema, model, type Types } from 'mongoose';

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/**
 * A certificate of completion. What it certifies is copied when it is issued (the learner's name
 * as it was, the course's title and hours), so a later rename changes nothing already issued; a
 * correction is a reissue, which revokes this one and issues another with a new serial.
 */
export interface CertificateDoc {
  _id: Types.ObjectId;
  /** Unguessable: 100 random bits, the address of its public verification page. */
  serial: string;
  user: Types.ObjectId;
  enrollment: Types.ObjectId;
  course: Types.ObjectId;
  learnerName: string;
  courseTitle: string;
  hours: number;
  issuedAt: Date;
  status: CertificateStatus;
  revokedAt?: Date | null;
  revokedReason?: string | null;
  /** The serial of the certificate this one replaced (a reissue). */
  replaces?: string | null;
}

const certificateSchema = new Schema<CertificateDoc>(
  {
    serial: { type: String, required: true },
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    enrollment: { type: Schema.Types.ObjectId, required: true },
    course: { type: Schema.Types.ObjectId, ref: 'Course', required: true },
    learnerName: { type: String, required: true },
    courseTitle: { type: String, required: true },
    hours: { type: Number, required: true, min: 0 },
    issuedAt: { type: Date, required: true },
    status: { type: String, enum: CERTIFICATE_STATUSES, required: true, default: 'valid' },
    revokedAt: { type: Date },
    revokedReason: { type: String },
    replaces: { type: String },
  },
  { collection: 'certificates', versionKey: false },
);

certificateSchema.index({ serial: 1 }, { unique: true });
// One valid certificate per enrollment: completing twice, or two completions at once, issue one.
certificateSchema.index({ enrollment: 1 }, { unique: true, partialFilterExpression: { status: 'valid' } });
// "My certificates", newest first; the staff list, newest first, by course.
certificateSchema.index({ user: 1, issuedAt: -1 });
certificateSchema.index({ issuedAt: -1, _id: -1 });
certificateSchema.index({ course: 1, issuedAt: -1 });

export const CertificateModel = model<CertificateDoc>('Certificate', certificateSchema);
