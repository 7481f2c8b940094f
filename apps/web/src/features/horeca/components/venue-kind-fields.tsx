import { VENUE_CATEGORY_GROUP_NAMES, VENUE_CATEGORY_GROUPS } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { FormField, FormSelect } from '../../../components/ui/form.tsx';

/** Category (spec §3, grouped), cuisines and price level of a venue: the same fields in the editor and the onboarding. */
export function VenueKindFields({ categoryLabel }: { categoryLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormSelect name="category" label={categoryLabel}>
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
      <FormField name="cuisines" label={t('horecaEditor.fields.cuisines')} />
      <FormSelect name="priceLevel" label={t('horecaEditor.fields.priceLevel')}>
        {[1, 2, 3, 4].map((level) => (
          <option key={level} value={level}>
            {'€'.repeat(level)}
          </option>
        ))}
      </FormSelect>
    </>
  );
}
