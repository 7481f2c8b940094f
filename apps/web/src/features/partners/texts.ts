import { featureTexts } from '../../lib/feature-texts.ts';

/** This feature's owner-only texts (`partnerMembers`) as their own chunk per language, loaded with the dashboard (ADR 054). */
const texts = featureTexts({ nl: () => import('./locales/nl.json'), en: () => import('./locales/en.json') });

export const usePartnersTexts = texts.useTexts;
