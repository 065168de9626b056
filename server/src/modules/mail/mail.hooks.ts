/**
 * What mail asks of the modules above it, through hooks the app registers when it is built
 * (app.ts), so that mail imports none of them: the language of the account at a recipient's
 * address (users), and who hears of an e-mail that could not be delivered (alerts raises a system alert).
 */
import type { AppDeps } from '../../app-deps.js';

/** The language of the account at `email` (lower case), or null when none has one. */
export type AccountLanguageLookup = (email: string) => Promise<string | null>;

let accountLanguage: AccountLanguageLookup = () => Promise.resolve(null);

/** Lets the mailer write each e-mail in the language of the account at its address. */
export function lookUpAccountLanguagesWith(lookup: AccountLanguageLookup): void {
  accountLanguage = lookup;
}

/** The language of the account at `email`, when a lookup is registered; else null (the site's language applies). */
export function accountLanguageAt(email: string): Promise<string | null> {
  return accountLanguage(email);
}

/** An e-mail that failed for good: refused (a 5xx answer) or its last try spent. */
export type UndeliveredMail = { id: string; subject: string; to: string; attempts: number; error: string };
type UndeliveredListener = (deps: AppDeps, mail: UndeliveredMail) => Promise<void>;

const undeliveredListeners: UndeliveredListener[] = [];

export function onMailUndelivered(listener: UndeliveredListener): () => void {
  undeliveredListeners.push(listener);
  return () => {
    const i = undeliveredListeners.indexOf(listener);
    if (i >= 0) undeliveredListeners.splice(i, 1);
  };
}

/** Tells every listener; a failing listener is logged, never thrown. */
export async function announceUndelivered(deps: AppDeps, mail: UndeliveredMail): Promise<void> {
  for (const listener of undeliveredListeners) {
    try {
      await listener(deps, mail);
    } catch (err) {
      deps.log.error({ err }, 'a listener of undelivered e-mail failed');
    }
  }
}
