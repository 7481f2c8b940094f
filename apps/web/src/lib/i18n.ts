import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import { formattersFor } from './formatters.ts';
import { LANGUAGE_KEY, storage } from './storage.ts';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

function initialLanguage(): Language {
  const stored = typeof window === 'undefined' ? null : storage.get(LANGUAGE_KEY);
  return stored === 'en' ? 'en' : 'nl';
}

/** Every number put into a text ({{count}} producten, {{grams}} g) in the language's format: 1.250 / 1,250. */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // biome-ignore lint/suspicious/noExplicitAny: i18next's FormatFunction passes any value through.
  format: (value: any, _format, language) => (typeof value === 'number' ? formattersFor(language).number(value) : value),
};

/** Zod's own messages (a schema without a message of its own) in the app's language (ADR 018). */
function applyZodLanguage(language: Language) {
  z.config(language === 'en' ? z.locales.en() : z.locales.nl());
}

applyZodLanguage(initialLanguage());

void i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    resources: { nl: { translation: nl }, en: { translation: en } },
    lng: initialLanguage(),
    fallbackLng: 'nl',
    interpolation: { escapeValue: false, alwaysFormat: true },
  });

export function setLanguage(language: Language) {
  storage.set(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  applyZodLanguage(language);
  void i18n.changeLanguage(language);
}

export default i18n;
