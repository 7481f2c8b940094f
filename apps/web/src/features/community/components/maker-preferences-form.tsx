import { type ApplyMakerInput, ApplyMakerInputSchema, COFFEESHOP_MUNICIPALITIES, MAKER_INTERESTS } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { applyServerErrors, Form, FormError, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/**
 * Municipality and interests: used to apply and to change them later. A failed request puts its
 * issues on the fields; `onFailed` words the failure itself (a toast).
 */
export function MakerPreferencesForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onFailed,
}: {
  initial: ApplyMakerInput;
  submitLabel: string;
  pending: boolean;
  onSubmit(input: ApplyMakerInput): Promise<unknown>;
  onFailed(error: unknown): void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ApplyMakerInputSchema, initial);

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onServerError={(error) => {
        applyServerErrors(error, form, { toast: false });
        onFailed(error);
        return true;
      }}
      className="flex flex-col gap-4"
    >
      <div className="max-w-xs">
        <FormSelect name="gemeente" label={t('community.municipality')}>
          {COFFEESHOP_MUNICIPALITIES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </FormSelect>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('community.interests')}</legend>
        <div className="flex flex-wrap gap-3">
          {MAKER_INTERESTS.map((interest) => (
            <Checkbox
              key={interest}
              label={t(`community.interest.${interest}`)}
              value={interest}
              {...form.register('interests')}
            />
          ))}
        </div>
        <FormError name="interests" />
      </fieldset>
      <div>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
