import { type OpeningHours, WEEKDAYS, type Weekday } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';

type Period = { open: string; close: string };
const MAX_PERIODS = 3;
const NEW_PERIOD: Period = { open: '17:00', close: '23:00' };
const inputClass = 'rounded-md border border-zinc-300 px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900';

/**
 * Every period of every day (a lunch and a dinner service, up to three):
 * each can be edited or removed and one added; the form saves exactly what
 * it shows, so nothing the owner did not touch is lost.
 */
export function OpeningHoursEditor({ value, onChange }: { value: OpeningHours; onChange(next: OpeningHours): void }) {
  const { t } = useTranslation();
  const setDay = (day: Weekday, periods: Period[]) => onChange({ ...value, [day]: periods });
  return (
    <>
      {WEEKDAYS.map((day) => {
        const periods = value[day] ?? [];
        const dayName = t(`coffeeshops.days.${day}`);
        const update = (index: number, change: Partial<Period>) =>
          setDay(
            day,
            periods.map((period, i) => (i === index ? { ...period, ...change } : period)),
          );
        return (
          <div key={day} className="grid grid-cols-[6rem_1fr] items-start gap-2 text-sm">
            <span className="pt-1 capitalize">{dayName}</span>
            <div className="flex flex-col gap-2">
              {periods.map((period, index) => {
                const label = { day: dayName, period: index + 1, count: periods.length };
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
                      className="px-2 py-1 text-sm"
                      onClick={() =>
                        setDay(
                          day,
                          periods.filter((_, i) => i !== index),
                        )
                      }
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
                    className="px-2 py-1 text-sm"
                    onClick={() =>
                      setDay(day, [
                        ...periods,
                        periods.length ? { open: periods.at(-1)?.close ?? '17:00', close: '23:00' } : NEW_PERIOD,
                      ])
                    }
                  >
                    {t('horecaEditor.hours.add', { day: dayName })}
                  </Button>
                ) : null}
              </div>
            </div>
          </div>
        );
      })}
    </>
  );
}
