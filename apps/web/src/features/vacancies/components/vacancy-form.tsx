import {
  type EmployerKind,
  type ManagedVacancy,
  SALARY_PERIODS,
  VACANCY_TYPES,
  type VacancyFormInput,
  VacancyInputSchema,
} from '@platform/core';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormField, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveVacancy } from '../api/save-vacancy.ts';
import { useVacanciesTexts } from '../texts.ts';

function defaults(vacancy: ManagedVacancy | null): VacancyFormInput {
  if (!vacancy) {
    return {
      title: '',
      type: 'vast',
      hoursMin: '',
      hoursMax: '',
      salaryMin: '',
      salaryMax: '',
      salaryPeriod: 'maand',
      plaats: '',
      description: '',
      closingDate: '',
    };
  }
  const { title, type, hoursMin, hoursMax, salaryMin, salaryMax, salaryPeriod, plaats, description, closingDate } = vacancy;
  return { title, type, hoursMin, hoursMax, salaryMin, salaryMax, salaryPeriod, plaats, description, closingDate };
}

/** A vacancy's fields: the pay range is required (EU pay transparency), the closing date not in the past. */
export function VacancyForm({
  kind,
  employerId,
  vacancy,
  onDone,
}: {
  kind: EmployerKind;
  employerId: string;
  vacancy: ManagedVacancy | null;
  onDone(): void;
}) {
  const { t } = useVacanciesTexts();
  const save = useSaveVacancy(kind, employerId, vacancy?.id ?? null);
  const form = useZodForm(VacancyInputSchema, defaults(vacancy));
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success(t('vacancies.manage.saved'));
        onDone();
      }}
    >
      <h3 className="font-semibold">{vacancy ? t('vacancies.manage.edit') : t('vacancies.manage.new')}</h3>
      <FormField name="title" label={t('vacancies.fields.title')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect name="type" label={t('vacancies.fields.type')}>
          {VACANCY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`vacancies.types.${type}`)}
            </option>
          ))}
        </FormSelect>
        <FormField name="plaats" label={t('vacancies.fields.plaats')} />
        <FormField name="hoursMin" type="number" min={1} max={60} label={t('vacancies.fields.hoursMin')} />
        <FormField name="hoursMax" type="number" min={1} max={60} label={t('vacancies.fields.hoursMax')} />
        <FormField name="salaryMin" inputMode="decimal" label={t('vacancies.fields.salaryMin')} />
        <FormField name="salaryMax" inputMode="decimal" label={t('vacancies.fields.salaryMax')} />
        <FormSelect name="salaryPeriod" label={t('vacancies.fields.salaryPeriod')}>
          {SALARY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`vacancies.periods.${period}`)}
            </option>
          ))}
        </FormSelect>
        <FormField name="closingDate" type="date" label={t('vacancies.fields.closingDate')} />
      </div>
      <FormTextarea name="description" rows={8} label={t('vacancies.fields.description')} />
      <div className="flex gap-2">
        <SubmitButton pending={save.isPending}>{t('vacancies.manage.save')}</SubmitButton>
        <Button variant="secondary" type="button" onClick={onDone}>
          {t('vacancies.manage.cancel')}
        </Button>
      </div>
    </Form>
  );
}
