import { addDays, dutchDate, type OpeningHoursException, type OpeningPeriod } from '@platform/core';
import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OpeningPeriodsEditor } from './opening-periods-editor.tsx';
import { BUTTON_BOX_COMPACT, Button } from './ui/button.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { Field } from './ui/field.tsx';
import { fieldErrorMessage } from './ui/form.tsx';

const SPECIAL_HOURS: OpeningPeriod[] = [{ open: '12:00', close: '17:00' }];

/**
 * Holidays, closures and special hours (ADR 034) inside a `<Form>`: the list of exceptions under `name`, each a date
 * or a run of dates, closed or with its own periods, and a label. Each field shows its own (or the server's) message.
 */
export function OpeningHoursExceptionsEditor({ name = 'openingHoursExceptions' }: { name?: string }) {
  const { t } = useTranslation();
  const { watch, setValue, formState } = useFormContext();
  const exceptions = (watch(name) as OpeningHoursException[] | undefined) ?? [];
  const change = (next: OpeningHoursException[]) =>
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const update = (index: number, patch: Partial<OpeningHoursException>) =>
    change(exceptions.map((exception, i) => (i === index ? { ...exception, ...patch } : exception)));
  const errorOf = (path: string) => fieldErrorMessage(formState.errors, `${name}.${path}`);
  const listError = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;
  const add = () => {
    const today = dutchDate(new Date());
    const last = exceptions.reduce((latest, exception) => (exception.to > latest ? exception.to : latest), '');
    const from = last >= today ? addDays(last, 1) : today;
    change([...exceptions, { from, to: from, periods: [], label: '' }]);
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('hoursExceptions.hint')}</p>
      {listMessage ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {listMessage}
        </p>
      ) : null}
      {exceptions.length === 0 ? <p className="text-sm text-zinc-500">{t('hoursExceptions.none')}</p> : null}
      {exceptions.map((exception, index) => {
        const legend = t('hoursExceptions.legend', { n: index + 1 });
        const closed = exception.periods.length === 0;
        const periodsError = errorOf(`${index}.periods`);
        return (
          // Exceptions have no id: their position is what the owner edits.
          <fieldset key={index} className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
            <legend className="px-1 text-sm font-semibold">{legend}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <Field
                type="date"
                label={t('hoursExceptions.from')}
                value={exception.from}
                error={errorOf(`${index}.from`)}
                onChange={(e) => {
                  const from = e.target.value;
                  update(index, { from, to: exception.to === exception.from || exception.to < from ? from : exception.to });
                }}
              />
              <Field
                type="date"
                label={t('hoursExceptions.to')}
                value={exception.to}
                error={errorOf(`${index}.to`)}
                onChange={(e) => update(index, { to: e.target.value })}
              />
              <Field
                label={t('hoursExceptions.label')}
                placeholder={t('hoursExceptions.labelPlaceholder')}
                value={exception.label}
                maxLength={60}
                error={errorOf(`${index}.label`)}
                onChange={(e) => update(index, { label: e.target.value })}
              />
            </div>
            <Checkbox
              label={t('hoursExceptions.closed')}
              checked={closed}
              onChange={(e) => update(index, { periods: e.target.checked ? [] : SPECIAL_HOURS })}
            />
            {closed ? null : (
              <OpeningPeriodsEditor day={legend} periods={exception.periods} onChange={(periods) => update(index, { periods })} />
            )}
            {periodsError ? (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {periodsError}
              </p>
            ) : null}
            <div>
              <Button
                type="button"
                variant="ghost"
                box={BUTTON_BOX_COMPACT}
                onClick={() => change(exceptions.filter((_, i) => i !== index))}
              >
                {t('hoursExceptions.remove', { n: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button type="button" variant="secondary" box={BUTTON_BOX_COMPACT} onClick={add}>
          {t('hoursExceptions.add')}
        </Button>
      </div>
    </div>
  );
}
