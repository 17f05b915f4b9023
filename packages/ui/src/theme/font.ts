// The shipped interface font's file, for a `<link rel="preload">` in the page's head: the same
// file `font.css` names, so the build emits it once and the preload is the request the
// @font-face then uses.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** The font's family name as `font.css` declares it. */
/** @public (the theme entry, for stories and screens) */
export const interfaceFontFamily = 'Inter Variable';

/** What a page's head needs to fetch the interface font before it is first used. */
export const interfaceFontPreload = {
  rel: 'preload',
  href: interLatinUrl,
  as: 'font',
  type: 'font/woff2',
  // Fonts are always fetched in CORS mode; without this the preload is not reused.
  crossOrigin: 'anonymous',
} as const;
