import { featureTexts } from '../../lib/feature-texts.ts';

/** This feature's texts (`merchandise`) as their own chunk per language, loaded with its screens (ADR 054). */
const texts = featureTexts({ nl: () => import('./locales/nl.json'), en: () => import('./locales/en.json') });

export const loadMerchandiseTexts = texts.load;
export const useMerchandiseTexts = texts.useTexts;
