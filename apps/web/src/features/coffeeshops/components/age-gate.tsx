import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { AppReadyMark, useHydrated } from '../../../lib/hydration.ts';
import { storage } from '../../../lib/storage.ts';
import { focusMain } from '../../accessibility/index.ts';

/** Remembered on this device; not one of the spec's keys, added for the 18+ gate. */
export const AGE_GATE_KEY = 'age_gate_18plus';

/**
 * 18+ gate for the cannabis pages (AHOJG: J). A native modal dialog (`showModal`): the rest of the page is inert, so
 * keyboard and screen-reader users stay in it until they answer; the first button has focus, Escape does not skip
 * it, and once passed the focus goes to the page's content.
 *
 * Server rendering (ADR 066): the server cannot know an earlier answer, so the server's HTML and the first client
 * render ask, with the page blurred, inert and hidden from assistive technology behind the dialog — crawlers read
 * the public page, a visitor reads nothing before answering. The server's dialog is already open (not yet modal,
 * placed where the modal will be), so the question is the first thing painted rather than something the script
 * brings (it was the shop page’s LCP, issue 21); its buttons wait for the script, and on hydration it becomes the modal
 * before the next paint. A remembered answer lets the page through right after hydration.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [answer, setState] = useState<'passed' | 'refused' | null>(null);
  const remembered = hydrated && storage.get(AGE_GATE_KEY) === 'yes';
  const state = answer ?? (remembered ? 'passed' : 'ask');
  const dialog = useRef<HTMLDialogElement>(null);
  const answered = useRef(false);
  const passed = state === 'passed';
  useEffect(() => {
    // The dialog and its button are gone: the content takes the focus, not the page's start. Only after an answer
    // here, not when the gate was passed on an earlier visit.
    if (passed && answered.current) focusMain();
  }, [passed]);
  // Before paint: the server's open dialog closes as React drops its `open`, and opens as the modal in one frame.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (passed || !element || !hydrated) return;
    if (element.open && !element.matches(':modal')) element.close();
    if (!element.open) element.showModal();
    // Escape may not skip the question; should the browser close it anyway (a repeated Escape), it opens again.
    const keep = (event: Event) => event.preventDefault();
    const reopen = () => element.isConnected && !element.open && element.showModal();
    element.addEventListener('cancel', keep);
    element.addEventListener('close', reopen);
    return () => {
      element.removeEventListener('cancel', keep);
      element.removeEventListener('close', reopen);
    };
  }, [passed, hydrated]);
  // The page keeps its place in the tree from the server's HTML to a remembered answer, so hydration keeps it.
  const page = (
    <div
      inert={!passed}
      aria-hidden={passed ? undefined : true}
      className={passed ? undefined : 'pointer-events-none max-h-[80vh] select-none overflow-hidden blur-md'}
    >
      {/* Its own boundary: a part of the page loading later (after sign-in, say) never hides the dialog. */}
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </div>
  );
  return (
    <>
      {passed ? null : (
        <div className="flex min-h-[60vh] items-center justify-center px-4">
          <dialog
            ref={dialog}
            open={hydrated ? undefined : true}
            aria-labelledby="age-gate-title"
            aria-describedby="age-gate-body"
            className="fixed inset-0 z-50 m-auto max-w-md rounded-xl border border-zinc-200 bg-white p-6 text-center text-zinc-900 shadow-lg backdrop:bg-zinc-950/60 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-50"
          >
            <h1 id="age-gate-title" className="text-2xl font-bold">
              {t('coffeeshops.ageGate.title')}
            </h1>
            {state === 'ask' ? (
              <>
                <p id="age-gate-body" className="mt-3 text-zinc-600 dark:text-zinc-400">
                  {t('coffeeshops.ageGate.body')}
                </p>
                <div className="mt-6 flex justify-center gap-3">
                  <Button
                    autoFocus
                    disabled={!hydrated}
                    onClick={() => {
                      storage.set(AGE_GATE_KEY, 'yes');
                      answered.current = true;
                      setState('passed');
                    }}
                  >
                    {t('coffeeshops.ageGate.yes')}
                  </Button>
                  <Button variant="secondary" disabled={!hydrated} onClick={() => setState('refused')}>
                    {t('coffeeshops.ageGate.no')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p id="age-gate-body" role="alert" className="mt-3">
                  {t('coffeeshops.ageGate.refused')}
                </p>
                <Link to="/" autoFocus className={buttonClass('secondary', 'mt-6')}>
                  {t('coffeeshops.ageGate.toHome')}
                </Link>
              </>
            )}
          </dialog>
          {/* While it asks, the question is the page: the app is ready once its buttons work (the page marks it after). */}
          {hydrated ? <AppReadyMark /> : null}
        </div>
      )}
      {/* Behind the question only in the server's HTML and the hydration pass (crawlers read the public facts);
          once the script runs, an unanswered gate holds no page at all, so nothing of it sits in the DOM. */}
      {passed || !hydrated ? page : null}
    </>
  );
}
