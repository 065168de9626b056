/** The language an address's account reads the product in, for e-mails to that address (null: no account, or none chosen). */
import { isLanguage, type Language } from '@ai-solutions/common';
import { UserModel } from './user.model.js';

export async function accountLanguageOf(email: string): Promise<Language | null> {
  const user = await UserModel.findOne({ email: email.trim().toLowerCase() }, { language: 1 }).lean();
  return isLanguage(user?.language) ? user.language : null;
}
