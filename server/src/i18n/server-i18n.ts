/**
 * The server's Lingui instances. `i18nFor(language)` makes a new one, holding that language's
 * compiled messages (server/src/i18n/__generated__, `npm run i18n:compile`): each request gets its
 * own (request-language.ts), so no request ever changes the language another one answers in.
 * Nothing on the server uses @lingui/core's global `i18n`.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { I18n } from '@lingui/core';
import { SOURCE_LANGUAGE } from '@ai-solutions/common';
import type { Language } from '@ai-solutions/common';
import { serverCatalogs } from './__generated__/catalogs.js';
import { translate } from './message.js';
import type { MessageText } from './message.js';

export function i18nFor(language: Language): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: serverCatalogs[language] } });
  // Lingui compiles messages missing from the compiled catalogs only outside production; the
  // server always does, so a message not yet extracted still reads right, in English.
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** English, as logs and the code's own text read: the catalogs' source language. */
const source = i18nFor(SOURCE_LANGUAGE);

/** `text` in English (for logs, and an error's own `message`). */
export function inEnglish(text: MessageText): string {
  return translate(source, text);
}
