import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';

/** The languages API messages come in: Dutch first, English when the client asks (ADR 018). */
export type Language = 'nl' | 'en';

const requestLanguageStore = new AsyncLocalStorage<Language>();

/**
 * The client's language from Accept-Language: the most preferred of nl and en,
 * Dutch when neither is named. The web app sends its own setting in this header.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'nl';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && (entry.primary === 'nl' || entry.primary === 'en'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.primary === 'en' ? 'en' : 'nl';
}

/** The language of the request being handled (Dutch outside a request). */
export function currentLanguage(): Language {
  return requestLanguageStore.getStore() ?? 'nl';
}

const zodMessages = { nl: z.locales.nl().localeError, en: z.locales.en().localeError };
// Zod's own messages (used where a schema carries no message) follow the request's language.
z.config({ localeError: (issue) => zodMessages[currentLanguage()](issue) });

/** Runs the rest of the request in the client's language. */
export const requestLanguage = createMiddleware((c, next) =>
  requestLanguageStore.run(languageFromHeader(c.req.header('accept-language')), next),
);
