import { featureTexts } from '../../lib/feature-texts.ts';

/*
 * The marketing pages' texts (`marketing.*`) are their own chunk per language, not part of the app-wide
 * locales/nl.json: every public page loads that file, and these long texts (the leaflet, the landings) would add
 * ≈ 5 KB gzip to each of them (bundle budget, ADR 037).
 */
const texts = featureTexts({ nl: () => import('./locales/nl.json'), en: () => import('./locales/en.json') });

export const loadMarketingTexts = texts.load;
/** `t` with the marketing texts of the current language in; suspends (the layout's spinner) while they load. */
export const useMarketingTexts = texts.useTexts;
