import { featureTexts } from '../../lib/feature-texts.ts';

/** This feature's texts (`sites`) as their own chunk per language, loaded with its screens (bundle budget, ADR 037). */
const texts = featureTexts({ nl: () => import('./locales/nl.json'), en: () => import('./locales/en.json') });

export const loadSitesTexts = texts.load;
export const useSitesTexts = texts.useTexts;
