import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { storage } from '../../../lib/storage.ts';

/** Remembered on this device; not one of the spec's keys, added for the 18+ gate. */
export const AGE_GATE_KEY = 'age_gate_18plus';

/** 18+ gate for the cannabis pages (AHOJG: J). Keyboard: the first button has focus. */
export function AgeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'ask' | 'passed' | 'refused'>(() =>
    storage.get(AGE_GATE_KEY) === 'yes' ? 'passed' : 'ask',
  );
  if (state === 'passed') return <>{children}</>;
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-body"
        className="max-w-md rounded-xl border border-zinc-200 bg-white p-6 text-center shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
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
            <Link to="/" className={buttonClass('secondary', 'mt-6')}>
              {t('coffeeshops.ageGate.toHome')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
