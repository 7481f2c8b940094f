import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createReadyHold } from './hydration.ts';
import i18n from './i18n.ts';

type Texts = { default: Record<string, unknown> };
type Language = 'nl' | 'en';

const languageOf = (language: string | undefined): Language => (language?.startsWith('en') ? 'en' : 'nl');

/**
 * A feature's own texts as a chunk per language, outside the app-wide locales/nl.json that every page loads: owner
 * and admin screens' texts would otherwise weigh on every public page (bundle budget, ADR 037). The files keep the
 * top-level key (`planner`, `social`…), so `t('planner.title')` reads the same as before.
 */
export function featureTexts(loaders: Record<Language, () => Promise<Texts>>) {
  const loading = new Map<Language, Promise<void>>();
  const loaded = new Set<Language>();
  // A page suspending on its texts while the server's HTML hydrates is not ready until it has rendered with them.
  const hold = createReadyHold();

  /** Loads the texts of `language` into i18next once; the same promise for every caller. */
  function load(language: string | undefined): Promise<void> {
    const key = languageOf(language);
    let promise = loading.get(key);
    if (!promise) {
      promise = loaders[key]().then((texts) => {
        i18n.addResourceBundle(key, 'translation', texts.default, true, true);
        loaded.add(key);
      });
      loading.set(key, promise);
    }
    return promise;
  }

  /** `useTranslation` with the feature's texts of the current language in; suspends while they load. */
  function useTexts() {
    const translation = useTranslation();
    const language = translation.i18n.language;
    const pending = load(language);
    if (!loaded.has(languageOf(language))) hold.take(pending);
    use(pending);
    useEffect(hold.release, []);
    return translation;
  }

  return { load, useTexts };
}
