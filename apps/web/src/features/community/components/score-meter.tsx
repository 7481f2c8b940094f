import { scoreLabel, scoreTone } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { formatPercent } from '../../../lib/format.ts';

const BAR = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500' } as const;
const TEXT = {
  green: 'text-emerald-600 dark:text-emerald-400',
  yellow: 'text-amber-600 dark:text-amber-300',
  red: 'text-red-600 dark:text-red-400',
} as const;

/** Score with its label (Uitstekend / Goed / Verbetering nodig) and a progress bar. */
export function ScoreMeter({ score }: { score: number }) {
  const { t } = useTranslation();
  const tone = scoreTone(score);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between">
        <span className="text-sm font-medium">{t('community.preflight.score')}</span>
        <span className={cn('text-lg font-semibold', TEXT[tone])} data-testid="compliance-score">
          {formatPercent(score)} · {scoreLabel(score)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label={t('community.preflight.score')}
        className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className={cn('h-full transition-all motion-reduce:transition-none', BAR[tone])} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}
