import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useInstallPrompt } from '../hooks/use-install-prompt.ts';
import { isLandingEntry } from '../pwa-state.ts';

/**
 * "App installeren": the browser's install prompt, or how to do it on iOS; hidden once installed or dismissed.
 * Never on the page a visitor lands on (ADR 072): only after they moved on to a second page, so a first-time visitor
 * reads the page first, and the card is not the largest thing painted on arrival (it was Lighthouse's LCP).
 */
export function InstallCard() {
  const { t } = useTranslation();
  const { mode, install, dismiss } = useInstallPrompt();
  const location = useLocation();
  if (!mode || isLandingEntry(location.key)) return null;
  return (
    <section
      aria-labelledby="pwa-install-title"
      className="fixed inset-x-3 bottom-3 z-40 rounded-lg border border-zinc-200 bg-white p-4 shadow-lg sm:left-auto sm:right-4 sm:w-80 dark:border-zinc-700 dark:bg-zinc-900"
    >
      <div className="flex items-start gap-3">
        <Download aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="flex-1">
          <h2 id="pwa-install-title" className="font-semibold">
            {t('pwa.installTitle')}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-300">
            {mode === 'ios' ? t('pwa.iosInstructions') : t('pwa.installBody')}
          </p>
          {mode === 'prompt' ? (
            <Button className="mt-3" onClick={() => void install()}>
              {t('pwa.install')}
            </Button>
          ) : null}
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('pwa.dismiss')}
          className="rounded p-1 text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
