/**
 * The e-mails' look: the site's brand colours (client/src/app/theme/theme.ts, light palette) and
 * the column width. Every colour is set explicitly on its own element, background and text
 * together, so a mail app that darkens e-mails inverts a pair and never leaves dark text on dark.
 */
export const BRAND = {
  primary: '#3730A3',
  onPrimary: '#FFFFFF',
  page: '#F1F5F9',
  card: '#FFFFFF',
  text: '#0F172A',
  muted: '#475569',
  divider: '#E2E8F0',
  quote: '#F8FAFC',
  font: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  /** The column every mail app shows without scrolling sideways. */
  width: 600,
} as const;
