import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { FormField } from '../../../components/ui/form.tsx';
import { ScoreOptions, toNumber, useReviewForm } from './review-form-values.tsx';

const RATINGS = ['sfeer', 'service', 'wachttijd', 'netheid', 'toegankelijkheid'] as const;

/** The shop review: visit date, five ratings and the residents-only flag. */
export function ShopReviewFields() {
  const { t } = useTranslation();
  const { form, error } = useReviewForm();
  return (
    <>
      <FormField name="visit_date" label={t('community.review.visitDate')} type="date" />
      <div className="grid gap-3 sm:grid-cols-5">
        {RATINGS.map((rating) => (
          <SelectField
            key={rating}
            label={t(`community.review.ratings.${rating}`)}
            error={error(`ratings.${rating}`)}
            {...form.register(`ratings.${rating}`, { setValueAs: toNumber })}
          >
            <ScoreOptions />
          </SelectField>
        ))}
      </div>
      <Checkbox label={t('community.review.ingezetenen')} {...form.register('policy_flags.ingezetenen')} />
    </>
  );
}
