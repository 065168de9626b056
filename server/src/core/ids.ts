/**
 * Id parsing, declared once: ids arrive as 24-hex ObjectId strings; anything else can never match a
 * stored document, so services answer "not found" (or a field error) without asking the database.
 */
import { z } from 'zod';
import { ValidationError } from './errors.js';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

export const isObjectId = (id: string): boolean => OBJECT_ID.test(id);

export const objectIdString = z.string().regex(OBJECT_ID, { error: 'Invalid id' });

export function assertObjectId(id: string, notFoundMessage: string): void {
  if (!isObjectId(id)) throw new ValidationError({ id: notFoundMessage });
}
