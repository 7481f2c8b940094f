import { type OpeningHours, WEEKDAYS } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { OpeningPeriodsEditor } from './opening-periods-editor.tsx';

/**
 * Every period of every day (a lunch and a dinner service, up to three):
 * each can be edited or removed and one added; the form saves exactly what
 * it shows, so nothing the owner did not touch is lost.
 */
export function OpeningHoursEditor({ value, onChange }: { value: OpeningHours; onChange(next: OpeningHours): void }) {
  const { t } = useTranslation();
  return (
    <>
      {WEEKDAYS.map((day) => {
        const dayName = t(`coffeeshops.days.${day}`);
        return (
          <div key={day} className="grid grid-cols-[6rem_1fr] items-start gap-2 text-sm">
            <span className="pt-1 capitalize">{dayName}</span>
            <OpeningPeriodsEditor
              day={dayName}
              periods={value[day] ?? []}
              onChange={(periods) => onChange({ ...value, [day]: periods })}
            />
          </div>
        );
      })}
    </>
  );
}
