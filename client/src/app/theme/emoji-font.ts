/**
 * Service and contact icons are emoji (spec section 5), drawn by a colour emoji font the app
 * bundles, so that they look the same on every machine, also on one without an emoji font of its
 * own, where a system font would draw empty boxes.
 *
 * The font is Twemoji in the COLR format (npm `twemoji-colr-font`, 465 kB), which Chrome, Firefox and
 * Safari all draw. Noto Color Emoji from npm comes as OpenType-SVG, which Chrome does not draw: the
 * icons stay boxes there.
 *
 * The family sits in the theme's font stack right after the text font (theme.ts), before the
 * system's families: a generic family placed before it draws an emoji it lacks as a box and never
 * looks further. Its range holds only emoji, so text never uses it. Until the face is added, the
 * name matches nothing and the system's fonts draw as they would without it.
 */
export const EMOJI_FONT_FAMILY = 'AI Solutions Emoji';

/**
 * Emoji only: the joiner, keycap and presentation selector of emoji sequences, the watch, hourglass
 * and media symbols, the Miscellaneous Symbols and Dingbats (☀, ⚙, ✉, ✨), the black and white large
 * squares, the star and circle, and every emoji plane block (🀄 to 🫸, flags, subdivision tags).
 * Not ©, ®, ™, arrows or ⌘, which stay text.
 */
export const EMOJI_UNICODE_RANGE = 'U+200D, U+20E3, U+FE0F, U+231A-231B, U+23E9-23F3, U+23F8-23FA, U+2600-27BF, U+2B1B-2B1C, U+2B50, U+2B55, U+1F000-1FAFF, U+E0020-E007F';
