import { featureTexts } from '../../lib/feature-texts.ts';

/** This feature's texts (`privacy`, `profile`, `emails`) as their own chunk per language, loaded with its screens (bundle budget, ADR 037). */
const texts = featureTexts({ nl: () => import('./locales/nl.json'), en: () => import('./locales/en.json') });

export const loadAccountsTexts = texts.load;
export const useAccountsTexts = texts.useTexts;
