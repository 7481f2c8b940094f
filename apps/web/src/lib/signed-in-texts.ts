import { featureTexts } from './feature-texts.ts';

/**
 * The texts of the screens behind sign-in that several features share (menu, venue and community editors, admin
 * and account screens): their own chunk per language, loaded by the sign-in guard and by the public paths that are
 * also tools, so no visitor's first load carries them (bundle budget, ADR 082). `signed-in-texts.test.ts` keeps
 * their keys out of the public pages.
 */
const texts = featureTexts({
  nl: () => import('../locales/signed-in/nl.json'),
  en: () => import('../locales/signed-in/en.json'),
});

export const loadSignedInTexts = texts.load;
export const useSignedInTexts = texts.useTexts;
