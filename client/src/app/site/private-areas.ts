/**
 * The sign-in pages and the pages behind sign-in (@ai-solutions/common's PRIVATE_PAGE_PATHS, which
 * a test keeps the same), matched by their first segment: the common list stays out of every
 * public page's first load.
 */
export const PRIVATE_AREAS = /^\/(?:login|register|forgot-password|reset-password|dashboard|learn|admin)(?:\/|$)/i;
