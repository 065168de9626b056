/** The cap that keeps the short contact lists (contact info, offices, FAQs) bounded. */
import type { ClientSession, Model } from 'mongoose';
import { ConflictError } from '../../core/errors.js';

/** These lists are short by nature; a cap keeps every list call bounded. Answers the current count. */
export async function assertRoom<T>(model: Model<T>, max: number, what: 'info' | 'faqs' | 'offices', session?: ClientSession): Promise<number> {
  const count = await model.countDocuments({}, { session });
  if (count >= max) {
    throw new ConflictError(/*i18n*/ { message: 'There can be at most {max} {what, select, info {contact info items} faqs {FAQs} other {offices}}. Delete one first.', values: { max, what } });
  }
  return count;
}
