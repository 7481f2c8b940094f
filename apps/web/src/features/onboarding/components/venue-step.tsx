import { type CoffeeshopDraft, VenueStepSchema } from '@platform/core';
import { FormCheckbox, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { VenueKindFields } from '../../horeca/index.ts';
import { useOnboardingTexts } from '../texts.ts';
import { StepForm, type StepProps } from './step-form.tsx';

/** The horeca twin's own step: category (spec §3), cuisines, price level and reservations. */
export function VenueStep({ draft, ...props }: StepProps & { draft: CoffeeshopDraft }) {
  const { t } = useOnboardingTexts();
  const venue = draft.venue;
  const form = useZodForm(VenueStepSchema, {
    step: 'venue',
    category: venue?.category ?? 'restaurant',
    cuisines: venue?.cuisines.join(', ') ?? '',
    priceLevel: String(venue?.priceLevel ?? 2),
    reservationsEnabled: venue?.reservationsEnabled ?? true,
    maxPartySize: String(venue?.maxPartySize ?? 8),
  });
  return (
    <StepForm form={form} title={t('onboarding.steps.venue')} {...props}>
      <VenueKindFields categoryLabel={t('onboarding.fields.category')} />
      <FormCheckbox name="reservationsEnabled" label={t('onboarding.fields.reservationsEnabled')} />
      <FormField name="maxPartySize" label={t('onboarding.fields.maxPartySize')} type="number" min={1} max={50} />
    </StepForm>
  );
}
