import { featureTexts } from '../../lib/feature-texts.ts';

/** This feature's texts (`aiContent`) as their own chunk per language, loaded with its screen (bundle budget, ADR 054). */
const texts = featureTexts({ nl: () => import('./locales/nl.json'), en: () => import('./locales/en.json') });

export const loadAiContentTexts = texts.load;
export const useAiContentTexts = texts.useTexts;
