import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { storage } from '../../../lib/storage.ts';
import { focusMain } from '../../accessibility/index.ts';

/** Remembered on this device; not one of the spec's keys, added for the 18+ gate. */
export const AGE_GATE_KEY = 'age_gate_18plus';

/**
 * 18+ gate for the cannabis pages (AHOJG: J). A native modal dialog (`showModal`): the rest of the page is inert, so
 * keyboard and screen-reader users stay in it until they answer; the first button has focus, Escape does not skip
 * it, and once passed the focus goes to the page's content.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'ask' | 'passed' | 'refused'>(() =>
    storage.get(AGE_GATE_KEY) === 'yes' ? 'passed' : 'ask',
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const answered = useRef(false);
  const passed = state === 'passed';
  useEffect(() => {
    // The dialog and its button are gone: the content takes the focus, not the page's start. Only after an answer
    // here, not when the gate was passed on an earlier visit.
    if (passed && answered.current) focusMain();
  }, [passed]);
  useEffect(() => {
    const element = dialog.current;
    if (passed || !element) return;
    if (!element.open) element.showModal();
    // Escape may not skip the question; should the browser close it anyway (a repeated Escape), it opens again.
    const keep = (event: Event) => event.preventDefault();
    const reopen = () => element.isConnected && element.showModal();
    element.addEventListener('cancel', keep);
    element.addEventListener('close', reopen);
    return () => {
      element.removeEventListener('cancel', keep);
      element.removeEventListener('close', reopen);
    };
  }, [passed]);
  if (passed) return <>{children}</>;
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <dialog
        ref={dialog}
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-body"
        className="m-auto max-w-md rounded-xl border border-zinc-200 bg-white p-6 text-center text-zinc-900 shadow-lg backdrop:bg-zinc-950/60 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-50"
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
                onClick={() => {
                  storage.set(AGE_GATE_KEY, 'yes');
                  answered.current = true;
                  setState('passed');
                }}
              >
                {t('coffeeshops.ageGate.yes')}
              </Button>
              <Button variant="secondary" onClick={() => setState('refused')}>
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
    </div>
  );
}
