import i18n, { type BackendModule, type FormatterModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** Each language is its own chunk: a visitor downloads only the one they read (ADR 037). */
const TEXTS: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  nl: () => import('../locales/nl.json'),
  en: () => import('../locales/en.json'),
};

/** i18next loads a language's texts through this when it is first used (start, switch, loadLanguages). */
const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = TEXTS[language as Language];
    if (!load) return callback(new Error(`Onbekende taal: ${language}`), false);
    load().then(
      (texts) => callback(null, texts.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Resolves once the active language's texts are in: the app renders after it (main.tsx). */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    lng: initialLanguage(),
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    // Every key exists in both files (locales.test.ts), so no second language is loaded as a fallback.
    fallbackLng: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
  });

export async function setLanguage(language: Language) {
  await i18n.loadLanguages(language);
  storage.set(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export default i18n;
