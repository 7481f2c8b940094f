import { use } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../lib/i18n.ts';

/*
 * The marketing pages' texts (`marketing.*`) are their own chunk per language, not part of the app-wide
 * locales/nl.json: every public page loads that file, and these long texts (the leaflet, the landings) would add
 * ≈ 5 KB gzip to each of them (bundle budget, ADR 037).
 */
const TEXTS = {
  nl: () => import('./locales/nl.json'),
  en: () => import('./locales/en.json'),
} as const;

const loading = new Map<keyof typeof TEXTS, Promise<void>>();

/** Loads the marketing texts of `language` into i18next once; the same promise for every caller. */
export function loadMarketingTexts(language: string | undefined): Promise<void> {
  const key: keyof typeof TEXTS = language?.startsWith('en') ? 'en' : 'nl';
  let promise = loading.get(key);
  if (!promise) {
    promise = TEXTS[key]().then((texts) => {
      i18n.addResourceBundle(key, 'translation', { marketing: texts.default }, true, true);
    });
    loading.set(key, promise);
  }
  return promise;
}

/** `t` with the marketing texts of the current language in; suspends (the layout's spinner) while they load. */
export function useMarketingTexts() {
  const translation = useTranslation();
  use(loadMarketingTexts(translation.i18n.language));
  return translation;
}
