import { cn } from '../../../components/ui/cn.ts';
import { useOnboardingTexts } from '../texts.ts';

/** The wizard's steps as a progress bar; saved steps can be opened again. */
export function WizardProgress({
  steps,
  current,
  reachable,
  onPick,
}: {
  steps: readonly string[];
  current: string;
  reachable(step: string): boolean;
  onPick(step: string): void;
}) {
  const { t } = useOnboardingTexts();
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t('onboarding.progress')} className="mb-6 flex flex-col gap-2">
      <progress
        className="h-2 w-full accent-brand"
        value={index + 1}
        max={steps.length}
        aria-label={t('onboarding.stepOf', { step: index + 1, count: steps.length })}
      />
      <ol className="flex flex-wrap gap-2 text-sm">
        {steps.map((step, i) => (
          <li key={step}>
            <button
              type="button"
              disabled={!reachable(step)}
              aria-current={step === current ? 'step' : undefined}
              onClick={() => onPick(step)}
              className={cn(
                'rounded-full border px-3 py-1 disabled:opacity-50',
                step === current ? 'border-brand bg-brand text-brand-contrast' : 'border-zinc-300 dark:border-zinc-700',
              )}
            >
              {i + 1}. {t(`onboarding.steps.${step}`)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
