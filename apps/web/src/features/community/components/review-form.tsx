import {
  BLOCKED_SUBMIT_MESSAGE,
  COMPLIANCE,
  canSubmit,
  checkCompliance,
  type Review,
  ReviewSchema,
  type ReviewType,
} from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerErrors, Form, FormField, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCoffeeshopOptions } from '../../coffeeshops/index.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { useGuidelines } from '../hooks/use-compliance.ts';
import { IssueList } from './issue-list.tsx';
import { REVIEW_DEFAULTS } from './review-form-values.tsx';
import { BatchReviewFields, TasteFields } from './review-product-fields.tsx';
import { ShopReviewFields } from './review-shop-fields.tsx';
import { ScoreMeter } from './score-meter.tsx';

/**
 * The product review in one of three modes. The parent keys it by mode, so a
 * switch resets the form (spec section 4). Submit stays disabled while the
 * note scores under 70; the server computes the score again.
 */
export function ReviewForm({ mode, onSubmitted }: { mode: ReviewType; onSubmitted(): void }) {
  const { t } = useTranslation();
  const shops = useCoffeeshopOptions();
  const submit = useSubmitReview();
  const { guidelines } = useGuidelines();
  // The defaults carry the mode's `type`, so the union checks that mode's fields.
  const form = useZodForm(ReviewSchema, REVIEW_DEFAULTS[mode]);
  const noteField = mode === 'shop' ? 'notes' : 'personal_note';
  const note = String(form.watch(noteField) ?? '');
  const compliance = checkCompliance(note, guidelines);
  const allowed = canSubmit(compliance.score);

  const save = async (review: Review) => {
    await submit.mutateAsync(review);
    toast.success(t('community.review.submittedTitle'), { description: t('community.review.submittedText') });
    onSubmitted();
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      onServerError={(error) => {
        applyServerErrors(error, form, { toast: false });
        toast.error(t('community.review.failedTitle'), { description: errorMessage(error) });
        return true;
      }}
      className="flex flex-col gap-4"
    >
      <FormSelect name="shop_id" label={t('community.review.shop')}>
        <option value="">{t('community.review.chooseShop')}</option>
        {shops.data?.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name} ({shop.plaats})
          </option>
        ))}
      </FormSelect>

      {mode === 'shop' ? <ShopReviewFields /> : null}
      {mode === 'strain' ? (
        <>
          <FormField name="strain_name" label={t('community.review.strainName')} />
          <TasteFields />
        </>
      ) : null}
      {mode === 'batch' ? <BatchReviewFields /> : null}

      <div className="flex flex-col gap-1">
        <FormTextarea
          name={noteField}
          label={mode === 'shop' ? t('community.review.notes') : t('community.review.personalNote')}
          rows={3}
          maxLength={COMPLIANCE.noteMaxLength}
        />
        <p className="text-xs text-zinc-500">{t('community.review.characters', { count: note.length })}</p>
      </div>
      <ScoreMeter score={compliance.score} />
      {compliance.issues.length > 0 ? <IssueList issues={compliance.issues} /> : null}
      {!allowed ? (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {BLOCKED_SUBMIT_MESSAGE}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={!allowed || submit.isPending} aria-busy={submit.isPending}>
          {submit.isPending ? t('app.busy') : t('community.review.submit')}
        </Button>
      </div>
    </Form>
  );
}
