/**
 * Installs the app's modules and registers the hooks through which a module reaches one above it
 * (a module imports only modules below it, so the composition root connects the rest): the
 * activity-log entry of each export, the account language an e-mail is written in, and the system
 * alert for an e-mail that could not be delivered. createApp runs it when it builds the app, and
 * the service tier of tests when it calls services without HTTP. Running it again changes nothing.
 */
import { installModules } from './core/module.js';
import { alertOnUndeliveredMail } from './modules/alerts/index.js';
import { logExportsInActivity } from './modules/exports/index.js';
import { MODULES } from './modules/index.js';
import { lookUpAccountLanguagesWith } from './modules/mail/index.js';
import { accountLanguageOf } from './modules/users/index.js';

export function connectModules(): void {
  installModules(MODULES);
  logExportsInActivity();
  lookUpAccountLanguagesWith(accountLanguageOf);
  alertOnUndeliveredMail();
}
