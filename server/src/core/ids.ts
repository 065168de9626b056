/**
 * Id parsing, declared once: ids arrive as 24-hex ObjectId strings; anything else can never match a
 * stored document, so services answer "not found" (or a field error) without asking the database.
 */
import type { ClientSession, Model } from 'mongoose';
import { z } from 'zod';
import { ValidationError } from './errors.js';
import type { MessageText } from '../i18n/message.js';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

export const isObjectId = (id: string): boolean => OBJECT_ID.test(id);

export const objectIdString = z.string().regex(OBJECT_ID, { error: 'Invalid id' });

export function assertObjectId(id: string, notFoundMessage: MessageText): void {
  if (!isObjectId(id)) throw new ValidationError({ id: notFoundMessage });
}

/** The stored document with this id, lean, or null: a malformed id is not looked up. */
export async function findOneById<T>(model: Model<T>, id: string, session?: ClientSession): Promise<T | null> {
  if (!isObjectId(id)) return null;
  return model.findById(id, null, { session }).lean<T>();
}
