import { Schema, model, type Types } from 'mongoose';
import { searchWordsPlugin } from '../search/index.js';

/** Spec section 4: contact message status and priority. */
export const MESSAGE_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_PRIORITIES = ['high', 'medium', 'low'] as const;
export type MessagePriority = (typeof MESSAGE_PRIORITIES)[number];

/** Spec section 5: the service interest options of the public form. */
export const SERVICE_INTERESTS = ['general', 'ml', 'consulting', 'training', 'partnership'] as const;
export type ServiceInterest = (typeof SERVICE_INTERESTS)[number];

/** Text bounds of a message (the spec sets none; these are generous for any real message). */
export const MESSAGE_LIMITS = { name: 100, email: 254, phone: 40, company: 120, subject: 200, message: 5000, reply: 5000 } as const;

export interface ContactMessageDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  phone?: string | null;
  /** The sender's company: its own field (the prototype put it into `phone`). */
  company?: string | null;
  serviceInterest?: ServiceInterest | null;
  subject: string;
  message: string;
  status: MessageStatus;
  priority: MessagePriority;
  reply?: string | null;
  repliedAt?: Date | null;
  /** The name of the administrator who replied. */
  repliedBy?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const contactMessageSchema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true, trim: true, maxlength: MESSAGE_LIMITS.name },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: MESSAGE_LIMITS.email },
    phone: { type: String, trim: true, maxlength: MESSAGE_LIMITS.phone },
    company: { type: String, trim: true, maxlength: MESSAGE_LIMITS.company },
    serviceInterest: { type: String, enum: SERVICE_INTERESTS },
    subject: { type: String, required: true, trim: true, maxlength: MESSAGE_LIMITS.subject },
    message: { type: String, required: true, trim: true, maxlength: MESSAGE_LIMITS.message },
    status: { type: String, enum: MESSAGE_STATUSES, required: true, default: 'new' },
    priority: { type: String, enum: MESSAGE_PRIORITIES, required: true, default: 'medium' },
    reply: { type: String, maxlength: MESSAGE_LIMITS.reply },
    repliedAt: { type: Date },
    repliedBy: { type: String },
  },
  { timestamps: true, collection: 'contact_messages' },
);

// The Messages tab lists newest first, filtered by status and/or priority.
// Each ends with the list's whole sort, { createdAt: -1, _id: -1 }, so a page walks it in order.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ status: 1, createdAt: -1, _id: -1 });
contactMessageSchema.index({ priority: 1, createdAt: -1, _id: -1 });

/** The admin search (modules/search): A contact message is found by subject, sender name and sender address. */
export const CONTACT_MESSAGE_SEARCH_FIELDS = ['subject', 'name', 'email'] as const;
searchWordsPlugin(contactMessageSchema, CONTACT_MESSAGE_SEARCH_FIELDS);

export const ContactMessageModel = model<ContactMessageDoc>('ContactMessage', contactMessageSchema);
