import type { ReviewInput, ReviewType } from '@platform/core';
import type { DefaultValues } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { fieldErrorMessage } from '../../../components/ui/form.tsx';

/** What each mode's fields start with; the parent keys the form by mode, so a switch starts over. */
export const REVIEW_DEFAULTS: Record<ReviewType, DefaultValues<ReviewInput>> = {
  shop: { type: 'shop', shop_id: '', visit_date: '', ratings: {}, notes: '', policy_flags: { ingezetenen: false } },
  strain: {
    type: 'strain',
    shop_id: '',
    strain_name: '',
    aroma: [],
    mouthfeel: [],
    visual: [],
    effect_tags: [],
    personal_note: '',
  },
  batch: {
    type: 'batch',
    shop_id: '',
    teler_id: '',
    batch_code: '',
    product_name: '',
    category: 'wiet',
    aroma: [],
    mouthfeel: [],
    visual: [],
    effect_tags: [],
    lab: { terpenes: [] },
    personal_note: '',
  },
};

/** A number field's value: empty stays unset, so the schema asks for it. */
export const toNumber = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/** The review form of the surrounding <Form>, and the message of one of its fields. */
export function useReviewForm() {
  const form = useFormContext<ReviewInput>();
  const error = (path: string) => fieldErrorMessage(form.formState.errors, path);
  return { form, error };
}

/** The options of every 1–5 score (ratings and impression). */
export function ScoreOptions() {
  return (
    <>
      <option value="">—</option>
      {[1, 2, 3, 4, 5].map((score) => (
        <option key={score} value={score}>
          {score}
        </option>
      ))}
    </>
  );
}
