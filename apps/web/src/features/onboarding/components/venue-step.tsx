import { type CoffeeshopDraft, VENUE_CATEGORY_GROUP_NAMES, VENUE_CATEGORY_GROUPS, VenueStepSchema } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { StepForm, type StepProps } from './step-form.tsx';

/** The horeca twin's own step: category (spec §3), cuisines, price level and reservations. */
export function VenueStep({ draft, ...props }: StepProps & { draft: CoffeeshopDraft }) {
  const { t } = useTranslation();
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
      <FormSelect name="category" label={t('onboarding.fields.category')}>
        {VENUE_CATEGORY_GROUP_NAMES.map((group) => (
          <optgroup key={group} label={t(`horeca.groups.${group}`)}>
            {VENUE_CATEGORY_GROUPS[group].map((category) => (
              <option key={category} value={category}>
                {t(`horeca.categories.${category}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </FormSelect>
      <FormField name="cuisines" label={t('onboarding.fields.cuisines')} />
      <FormSelect name="priceLevel" label={t('onboarding.fields.priceLevel')}>
        {[1, 2, 3, 4].map((level) => (
          <option key={level} value={level}>
            {'€'.repeat(level)}
          </option>
        ))}
      </FormSelect>
      <FormCheckbox name="reservationsEnabled" label={t('onboarding.fields.reservationsEnabled')} />
      <FormField name="maxPartySize" label={t('onboarding.fields.maxPartySize')} type="number" min={1} max={50} />
    </StepForm>
  );
}
