import type { OpeningPeriod } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { BUTTON_BOX_COMPACT, Button } from './ui/button.tsx';

const MAX_PERIODS = 3;
const NEW_PERIOD: OpeningPeriod = { open: '17:00', close: '23:00' };
const inputClass = 'rounded-md border border-zinc-300 px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900';

/**
 * The periods of one day (a weekday, or an exception's date): each can be edited or removed and one added, up to
 * three; `day` names the day in the controls' labels. Empty shows "Gesloten".
 */
export function OpeningPeriodsEditor({
  day,
  periods,
  onChange,
}: {
  day: string;
  periods: readonly OpeningPeriod[];
  onChange(next: OpeningPeriod[]): void;
}) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<OpeningPeriod>) =>
    onChange(periods.map((period, i) => (i === index ? { ...period, ...change } : period)));
  return (
    <div className="flex flex-col gap-2">
      {periods.map((period, index) => {
        const label = { day, period: index + 1, count: periods.length };
        return (
          // Periods have no id: their position is what the owner edits.
          <div key={index} className="flex flex-wrap items-center gap-2">
            <input
              type="time"
              aria-label={t('horecaEditor.hours.opens', label)}
              value={period.open}
              onChange={(e) => update(index, { open: e.target.value })}
              className={inputClass}
            />
            <span aria-hidden>–</span>
            <input
              type="time"
              aria-label={t('horecaEditor.hours.closes', label)}
              value={period.close}
              onChange={(e) => update(index, { close: e.target.value })}
              className={inputClass}
            />
            <Button
              type="button"
              variant="ghost"
              box={BUTTON_BOX_COMPACT}
              onClick={() => onChange(periods.filter((_, i) => i !== index))}
            >
              {t('horecaEditor.hours.remove', label)}
            </Button>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        {periods.length === 0 ? <span className="text-zinc-500">{t('coffeeshops.closedDay')}</span> : null}
        {periods.length < MAX_PERIODS ? (
          <Button
            type="button"
            variant="secondary"
            box={BUTTON_BOX_COMPACT}
            onClick={() =>
              onChange([...periods, periods.length ? { open: periods.at(-1)?.close ?? '17:00', close: '23:00' } : NEW_PERIOD])
            }
          >
            {t('horecaEditor.hours.add', { day })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
