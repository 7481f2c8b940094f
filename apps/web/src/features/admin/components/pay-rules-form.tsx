import { MAX_WAGE_TABLES, type PayRules, type PlatformSettingsView, YOUTH_AGES } from '@platform/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useUpdatePlatformSettings } from '../api/platform-settings.ts';
import { useAdminTexts } from '../texts.ts';
import { type SettingsErrors, submitSettings } from './settings-errors.ts';

type Table = PayRules['minimumWages'][number];
type YouthAge = `${(typeof YOUTH_AGES)[number]}`;

/** Euros as typed ('14,71' or '14.71') to cents; NaN when it is no amount, so the schema names the field. */
const toCents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * The staff planner's pay rules (ADR 077): the CAO Horeca holiday pay and the statutory minimum (youth) wage tables,
 * each from its own date, so a new table from 1 July can be entered ahead; the planner uses the table in force on
 * each shift's day. Superadmins only.
 */
export function PayRulesForm({ view }: { view: PlatformSettingsView }) {
  const { t } = useAdminTexts();
  const save = useUpdatePlatformSettings();
  const [holidayPay, setHolidayPay] = useState(String(view.settings.payRules.holidayPayPercent));
  const [tables, setTables] = useState<Table[]>(view.settings.payRules.minimumWages);
  // What is typed in the euro fields, so '14,7' is not rewritten while typing.
  const [euros, setEuros] = useState<string[]>(tables.map((table) => (table.adultHourlyCents / 100).toFixed(2)));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const locked = view.locked.includes('payRules');

  const setTable = (index: number, table: Table) => setTables(tables.map((old, i) => (i === index ? table : old)));
  const addTable = () => {
    const last = tables[tables.length - 1];
    if (!last) return;
    setTables([...tables, { ...last, validFrom: '' }]);
    setEuros([...euros, euros[euros.length - 1] ?? '']);
  };
  const removeTable = (index: number) => {
    setTables(tables.filter((_, i) => i !== index));
    setEuros(euros.filter((_, i) => i !== index));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitSettings(
      { payRules: { holidayPayPercent: toNumber(holidayPay), minimumWages: tables } },
      setErrors,
      save.mutate,
      t('advanced.saved'),
    );
  };

  return (
    <Card aria-labelledby="advanced-pay-title">
      <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <h2 id="advanced-pay-title" className="text-xl font-semibold">
          {t('advanced.payTitle')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('advanced.payText')}</p>
        {locked ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('advanced.superOnlyOperations')}</p> : null}
        <fieldset className="flex min-w-0 flex-col gap-4" disabled={locked}>
          <legend className="sr-only">{t('advanced.payTitle')}</legend>
          <div className="flex max-w-xs flex-col gap-1">
            <Field
              label={t('advanced.holidayPay')}
              inputMode="decimal"
              value={holidayPay}
              onChange={(event) => setHolidayPay(event.target.value)}
              error={errors['payRules.holidayPayPercent']}
            />
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('advanced.holidayPayHelp')}</p>
          </div>
          {errors['payRules.minimumWages'] ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errors['payRules.minimumWages']}
            </p>
          ) : null}
          {tables.map((table, index) => {
            const path = `payRules.minimumWages.${index}`;
            return (
              <fieldset
                key={index}
                className="flex min-w-0 flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
              >
                <legend className="px-1 font-semibold">{t('advanced.wageTable', { date: table.validFrom || '…' })}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field
                    label={t('advanced.validFrom')}
                    type="date"
                    value={table.validFrom}
                    onChange={(event) => setTable(index, { ...table, validFrom: event.target.value })}
                    error={errors[`${path}.validFrom`]}
                  />
                  <Field
                    label={t('advanced.adultHourly')}
                    inputMode="decimal"
                    value={euros[index] ?? ''}
                    onChange={(event) => {
                      setEuros(euros.map((old, i) => (i === index ? event.target.value : old)));
                      setTable(index, { ...table, adultHourlyCents: toCents(event.target.value) });
                    }}
                    error={errors[`${path}.adultHourlyCents`]}
                  />
                </div>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
                  {YOUTH_AGES.map((age) => {
                    const key = `${age}` as YouthAge;
                    return (
                      <Field
                        key={age}
                        label={t('advanced.youthAge', { age })}
                        inputMode="decimal"
                        value={Number.isNaN(table.youthPercentages[key]) ? '' : String(table.youthPercentages[key])}
                        onChange={(event) =>
                          setTable(index, {
                            ...table,
                            youthPercentages: { ...table.youthPercentages, [key]: toNumber(event.target.value) },
                          })
                        }
                        error={errors[`${path}.youthPercentages.${key}`]}
                      />
                    );
                  })}
                </div>
                <Field
                  label={t('advanced.source')}
                  value={table.source}
                  onChange={(event) => setTable(index, { ...table, source: event.target.value })}
                  error={errors[`${path}.source`]}
                />
                {tables.length > 1 ? (
                  <div>
                    <Button type="button" variant="secondary" onClick={() => removeTable(index)}>
                      {t('advanced.removeTable')}
                    </Button>
                  </div>
                ) : null}
              </fieldset>
            );
          })}
          {tables.length < MAX_WAGE_TABLES ? (
            <div>
              <Button type="button" variant="secondary" onClick={addTable}>
                {t('advanced.addTable')}
              </Button>
            </div>
          ) : null}
        </fieldset>
        {locked ? null : (
          <div>
            <SubmitButton pending={save.isPending}>{t('advanced.savePay')}</SubmitButton>
          </div>
        )}
      </form>
    </Card>
  );
}
