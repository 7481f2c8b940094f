import { addDays, dutchDate, exceptionOn, type OpeningHoursException } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAvailability } from '../api/get-availability.ts';

export interface SlotChoice {
  date: string;
  partySize: number;
  time: string;
}

/** Date and party size, then the free times as a radio group; a full time is shown but cannot be picked. */
export function SlotPicker({
  venueId,
  maxPartySize,
  horizonDays,
  value,
  onChange,
  exceptions,
}: {
  venueId: string;
  maxPartySize: number;
  horizonDays: number;
  value: SlotChoice;
  onChange(next: SlotChoice): void;
  /** The venue's coming exceptions (ADR 034): a closed date says so, with its reason. */
  exceptions?: readonly OpeningHoursException[];
}) {
  const { t } = useTranslation();
  const today = dutchDate(new Date());
  const availability = useAvailability(venueId, value.date, value.partySize);
  const closedDay = exceptionOn(exceptions, value.date);
  const closedBecause = closedDay && closedDay.periods.length === 0 ? closedDay : null;
  const slots = availability.data?.slots ?? [];
  // Every time struck through: say why (the kitchen's limit per time, or no table for this party), not just a grey list.
  const fullReason =
    slots.length > 0 && slots.every((slot) => !slot.available)
      ? slots.some((slot) => slot.reason === 'tables')
        ? 'tables'
        : 'covers'
      : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('horeca.date')}
          type="date"
          min={today}
          max={addDays(today, horizonDays)}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value, time: '' })}
        />
        <SelectField
          label={t('horeca.partySize')}
          value={value.partySize}
          onChange={(event) => onChange({ ...value, partySize: Number(event.target.value), time: '' })}
        >
          {Array.from({ length: maxPartySize }, (_, index) => index + 1).map((size) => (
            <option key={size} value={size}>
              {t('horeca.persons', { count: size })}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('horeca.time')}</legend>
        {availability.isPending && availability.fetchStatus !== 'idle' ? <Spinner /> : null}
        {availability.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {availability.error.message}
          </p>
        ) : null}
        {availability.data && availability.data.slots.length === 0 ? (
          <p className="text-sm text-zinc-500">
            {closedBecause
              ? closedBecause.label
                ? t('horeca.closedOnDateBecause', { label: closedBecause.label })
                : t('horeca.closedOnDate')
              : t('horeca.noSlots')}
          </p>
        ) : null}
        {fullReason ? (
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-300">
            {t(`horeca.allFull.${fullReason}`, { count: value.partySize })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {availability.data?.slots.map((slot) => (
            <label key={slot.time} className={cn('relative', !slot.available && 'cursor-not-allowed')}>
              <input
                type="radio"
                // One picker per page; a name from useId would differ between the server's React and the browser's Preact
                // (ADR 082), splitting server-rendered and later times into two radio groups.
                name={`slot-${venueId}`}
                value={slot.time}
                checked={value.time === slot.time}
                disabled={!slot.available}
                aria-label={
                  slot.available ? slot.time : t(`horeca.slotFullReason.${slot.reason ?? 'tables'}`, { time: slot.time })
                }
                onChange={() => onChange({ ...value, time: slot.time })}
                className="peer sr-only"
              />
              <span
                title={slot.available ? undefined : t(`horeca.slotFullReason.${slot.reason ?? 'tables'}`, { time: slot.time })}
                className={cn(
                  'block rounded-md border border-zinc-300 px-3 py-2 text-sm font-medium peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-contrast peer-focus-visible:outline-2 peer-focus-visible:outline-brand dark:border-zinc-700',
                  !slot.available && 'line-through opacity-50',
                )}
              >
                {slot.time}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
