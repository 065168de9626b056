import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import type { Language } from '@ai-solutions/common';

/**
 * A Lingui instance speaking `language`, with no messages yet (load-bundles.ts adds them). The
 * browser makes one per page (page-i18n.ts); the server one per render, so two pages rendered at
 * once in different languages never share one. Code reads it from React (`useLingui()`), never
 * from a module: the global `i18n` of @lingui/core is not used anywhere.
 */
export function createI18n(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: {} } });
}
