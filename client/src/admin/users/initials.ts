/**
 * The avatar letters of a user: first letters of the first and last words of the name
 * ("Ada King Lovelace" → "AL"), one letter for a one-word name, else the e-mail's first letter.
 */
export function initials(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a name starting with an emoji or accented letter stays whole.
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const letters = letter(first) + letter(last);
  if (letters) return letters.toLocaleUpperCase();
  return letter(email.trim()).toLocaleUpperCase() || '?';
}
