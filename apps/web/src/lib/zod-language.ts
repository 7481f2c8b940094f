// Zod's global settings and two message catalogues, not all of zod: the schemas load with the pages that use them,
// and share this setting (ADR 067). Not in the first load of a page without a form (ADR 082): the form kit imports
// this module, and main.tsx loads it right after the first render for the other places that parse.
import { config as zodConfig } from 'zod/v4/core';
import zodEnglish from 'zod/v4/locales/en.js';
import zodDutch from 'zod/v4/locales/nl.js';
import i18n from './i18n.ts';

/**
 * Zod's own messages (a schema without a message of its own) in the app's language (ADR 018). Only in the
 * browser: zod's setting is global, and in the server's process (the server render imports the form kit) it
 * belongs to the API, which picks each request's language (apps/server/src/platform/language.ts).
 */
function applyZodLanguage(language: string | undefined) {
  if (typeof window === 'undefined') return;
  zodConfig(language === 'en' ? zodEnglish() : zodDutch());
}

applyZodLanguage(i18n.language);
i18n.on('languageChanged', applyZodLanguage);
