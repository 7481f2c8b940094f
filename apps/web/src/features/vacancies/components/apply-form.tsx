import { CV_MIME_TYPES, MAX_CV_BYTES, VacancyApplicationInputSchema } from '@platform/core';
import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Form, FormField, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useRetentionPeriods } from '../../../lib/retention-periods.ts';
import { useApply } from '../api/apply.ts';
import { useVacanciesTexts } from '../texts.ts';

/** Name, e-mail, motivation and a CV (PDF or DOCX, at most 10 MB; the server checks the bytes again). */
export function ApplyForm({ vacancyId }: { vacancyId: string }) {
  const { t } = useVacanciesTexts();
  const { cvDays } = useRetentionPeriods();
  const apply = useApply(vacancyId);
  const form = useZodForm(VacancyApplicationInputSchema, { name: '', email: '', motivation: '' });
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  if (sent) return <p role="status">{t('vacancies.apply.sent')}</p>;
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        if (!cv) return setCvError(t('vacancies.apply.cvMissing'));
        if (cv.size > MAX_CV_BYTES) return setCvError(t('vacancies.apply.cvTooLarge'));
        await apply.mutateAsync({ ...values, cv });
        setSent(true);
      }}
      onServerError={(error) => {
        const status = (error as { status?: number }).status;
        if (status !== 413 && status !== 415) return false;
        setCvError(error instanceof Error ? error.message : String(error));
        return true;
      }}
    >
      <h2 className="text-xl font-semibold">{t('vacancies.apply.title')}</h2>
      <FormField name="name" label={t('vacancies.apply.name')} autoComplete="name" />
      <FormField name="email" type="email" label={t('vacancies.apply.email')} autoComplete="email" />
      <FormTextarea name="motivation" label={t('vacancies.apply.motivation')} rows={6} />
      <Field
        type="file"
        label={t('vacancies.apply.cv')}
        accept={`.pdf,.docx,${Object.values(CV_MIME_TYPES).join(',')}`}
        error={cvError}
        onChange={(event) => {
          setCvError(undefined);
          setCv(event.target.files?.[0] ?? null);
        }}
      />
      <p className="text-xs text-zinc-500">{t('vacancies.apply.privacy', { days: cvDays })}</p>
      <div>
        <SubmitButton pending={apply.isPending}>{t('vacancies.apply.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
