import { BRANDS, type BrandType, selectBrand, themeForBrand } from './brand.ts';
import { STORAGE_KEYS } from './constants.ts';

/**
 * The cookies that mirror two localStorage choices for the server (ADR 074): the brand and the theme. Same names as
 * the storage keys; they hold nothing else and are read only to colour the page before its script runs.
 */
export const LOOK_COOKIES = { brand: STORAGE_KEYS.preferredBrand, theme: STORAGE_KEYS.theme } as const;

/** What the page's `<html>` carries before any script: the brand, its colours, and whether the theme is dark. */
export interface DocumentLook {
  brand: BrandType;
  /** true/false when known; null for the system theme when the browser did not say (the script decides). */
  dark: boolean | null;
  /** The custom properties the web app's brand provider sets (`applyBrand`), as `name → value`. */
  properties: Record<string, string>;
}

/**
 * The look a page will have once the web app runs, from what the server can know: host and path, the two cookies,
 * and the browser's `Sec-CH-Prefers-Color-Scheme` hint. The same rules as the brand and theme providers (spec §1).
 */
export function documentLook(input: {
  host: string;
  path: string;
  storedBrand: string | null | undefined;
  savedTheme: string | null | undefined;
  prefersColorScheme: string | null | undefined;
}): DocumentLook {
  const brand = selectBrand({ host: input.host, path: input.path, stored: input.storedBrand });
  const theme = themeForBrand(brand, input.savedTheme);
  const hint = input.prefersColorScheme?.replaceAll('"', '').trim();
  const dark = theme === 'system' ? (hint === 'dark' ? true : hint === 'light' ? false : null) : theme === 'dark';
  return { brand, dark, properties: brandProperties(brand) };
}

/** A brand's colours as the CSS custom properties of `<html>`: set by the server (ADR 074) and by the web app. */
export function brandProperties(brand: BrandType): Record<string, string> {
  const config = BRANDS[brand];
  return {
    '--brand-primary': config.primaryColor,
    '--brand-secondary': config.secondaryColor,
    '--brand-ui-light': config.uiColors.light,
    '--brand-ui-dark': config.uiColors.dark,
  };
}
