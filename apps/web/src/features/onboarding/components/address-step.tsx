import { AddressStepSchema, type CoffeeshopDraft } from '@platform/core';
import { useState } from 'react';
import { applyServerErrors, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useTowns } from '../api/get-towns.ts';
import { useOnboardingTexts } from '../texts.ts';
import { StepForm, type StepProps } from './step-form.tsx';

/**
 * Street, house number and postcode; the server finds the town. When it does not know the postcode the applicant
 * picks the town from the platform's list.
 */
export function AddressStep({ draft, ...props }: StepProps & { draft: CoffeeshopDraft }) {
  const { t } = useOnboardingTexts();
  const address = draft.address;
  const [askTown, setAskTown] = useState(false);
  const towns = useTowns();
  const form = useZodForm(AddressStepSchema, {
    step: 'address',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    postcode: address?.postcode ?? '',
    town: '',
  });
  return (
    <StepForm
      form={form}
      title={t('onboarding.steps.address')}
      onServerError={(error) => {
        if (error instanceof ApiRequestError && error.issues.some((issue) => issue.path[0] === 'town')) setAskTown(true);
        applyServerErrors(error, form);
        return true;
      }}
      {...props}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField name="street" label={t('onboarding.fields.street')} />
        <FormField name="houseNumber" label={t('onboarding.fields.houseNumber')} />
        <FormField name="postcode" label={t('onboarding.fields.postcode')} autoComplete="postal-code" />
      </div>
      {address ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('onboarding.foundTown', { town: address.plaats, province: address.province })}
        </p>
      ) : null}
      {askTown ? (
        <>
          {/* Over 1,500 places: typing filters the browser's own suggestion list (datalist). */}
          <FormField
            name="town"
            label={t('onboarding.fields.town')}
            list="onboarding-towns"
            autoComplete="off"
            placeholder={t('onboarding.pickTown')}
          />
          <datalist id="onboarding-towns">
            {(towns.data ?? []).map((town) => (
              <option key={town.key} value={town.key}>
                {town.municipality === town.name ? town.province : `${town.municipality}, ${town.province}`}
              </option>
            ))}
          </datalist>
        </>
      ) : null}
    </StepForm>
  );
}
