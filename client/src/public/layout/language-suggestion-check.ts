import { languageOfTag, type Language } from '@ai-solutions/common';
import { useSyncExternalStore } from 'react';
import { LANGUAGE_CHOICE_KEY } from './language-links';

export const DISMISSED_KEY = 'language-suggestion-dismissed';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The browser's first language the product speaks, when it is not the page's and the visitor has neither chosen nor dismissed. */
function suggestedLanguage(pageLanguage: string): Language | null {
  if (stored(LANGUAGE_CHOICE_KEY) || stored(DISMISSED_KEY)) return null;
  const preferred = navigator.languages.map((tag) => languageOfTag(tag)).find((language) => language !== undefined);
  return preferred && preferred !== pageLanguage ? preferred : null;
}

/** A choice made in another tab also ends the suggestion here. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The language to offer the visitor, decided in the browser: null while hydrating (the server
 * cannot know the browser's languages), and whenever there is nothing to offer. The notice itself
 * (LanguageSuggestion) loads only when there is.
 */
export function useSuggestedLanguage(pageLanguage: string): Language | null {
  return useSyncExternalStore(subscribeToStorage, () => suggestedLanguage(pageLanguage), () => null);
}
