import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const NOT_WHOLE = msg`Order must be a whole number`;
const NEGATIVE = msg`Order must be at least 0`;

/** An order field's text: blank is allowed (the default applies); otherwise a whole number from 0. */
export function wholeNumberError(text: string, i18n: I18n): string | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n)) return i18n._(NOT_WHOLE);
  if (n < 0) return i18n._(NEGATIVE);
  return undefined;
}
