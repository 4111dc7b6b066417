/** The browser build's entries besides the app's own (main). */

/** src/ui/shared/theme/theme-boot.ts, which puts a kept theme choice on <html>. */
export const THEME_ENTRY = 'theme';
/**
 * src/boot/start-after-paint.ts, which a prerendered page loads instead of the app's scripts and which
 * requests them after the first paint (html.ts). index.html has no use for it.
 */
export const START_ENTRY = 'start';
