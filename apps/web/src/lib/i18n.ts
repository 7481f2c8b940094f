import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import { LANGUAGE_KEY, storage } from './storage.ts';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

function initialLanguage(): Language {
  const stored = typeof window === 'undefined' ? null : storage.get(LANGUAGE_KEY);
  return stored === 'en' ? 'en' : 'nl';
}

/** Zod's own messages (a schema without a message of its own) in the app's language (ADR 018). */
function applyZodLanguage(language: Language) {
  z.config(language === 'en' ? z.locales.en() : z.locales.nl());
}

applyZodLanguage(initialLanguage());

void i18n.use(initReactI18next).init({
  resources: { nl: { translation: nl }, en: { translation: en } },
  lng: initialLanguage(),
  fallbackLng: 'nl',
  interpolation: { escapeValue: false },
});

export function setLanguage(language: Language) {
  storage.set(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  applyZodLanguage(language);
  void i18n.changeLanguage(language);
}

export default i18n;
