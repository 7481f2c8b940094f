import { featureTexts } from '../../lib/feature-texts.ts';

/** This feature's texts (`places`) as their own chunk per language, loaded with its screens (bundle budget, ADR 037). */
const texts = featureTexts({ nl: () => import('./locales/nl.json'), en: () => import('./locales/en.json') });

export const loadPlacesTexts = texts.load;
export const usePlacesTexts = texts.useTexts;
