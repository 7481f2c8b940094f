// Long file: the review form shows the compliance check live beside the text (findings, auto-fix, templates); splitting the panel out is the next step.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AROMAS,
  BatchReviewSchema,
  BLOCKED_SUBMIT_MESSAGE,
  COMPLIANCE,
  canSubmit,
  checkCompliance,
  EFFECT_TAGS,
  HERKOMST,
  MOUTHFEELS,
  REVIEW_CATEGORIES,
  type ReviewInput,
  type ReviewType,
  ShopReviewSchema,
  StrainReviewSchema,
  VISUALS,
} from '@platform/core';
import { useId } from 'react';
import { type FieldValues, get, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { applyServerErrors } from '../../../components/ui/form.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCoffeeshopOptions } from '../../coffeeshops/index.ts';
import { useTelerOptions } from '../../telers/index.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { useGuidelines } from '../hooks/use-compliance.ts';
import { IssueList } from './issue-list.tsx';
import { OptionCheckboxes } from './option-checkboxes.tsx';
import { ScoreMeter } from './score-meter.tsx';

const SCHEMAS = { shop: ShopReviewSchema, strain: StrainReviewSchema, batch: BatchReviewSchema } as const;
const RATINGS = ['sfeer', 'service', 'wachttijd', 'netheid', 'toegankelijkheid'] as const;
/** The options of every 1–5 score (ratings and impression). */
const scoreOptions = (
  <>
    <option value="">—</option>
    {[1, 2, 3, 4, 5].map((score) => (
      <option key={score} value={score}>
        {score}
      </option>
    ))}
  </>
);

const DEFAULTS: Record<ReviewType, FieldValues> = {
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

const toNumber = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/**
 * The product review in one of three modes. The parent keys it by mode, so a
 * switch resets the form (spec section 4). Submit stays disabled while the
 * note scores under 70; the server computes the score again.
 */
export function ReviewForm({ mode, onSubmitted }: { mode: ReviewType; onSubmitted(): void }) {
  const { t } = useTranslation();
  const noteId = useId();
  const shops = useCoffeeshopOptions();
  const telers = useTelerOptions();
  const submit = useSubmitReview();
  const { guidelines } = useGuidelines();
  const form = useForm<FieldValues>({
    resolver: zodResolver(SCHEMAS[mode]) as unknown as Resolver<FieldValues>,
    defaultValues: DEFAULTS[mode],
  });
  const terpenes = useFieldArray({ control: form.control, name: 'lab.terpenes' });
  const noteField = mode === 'shop' ? 'notes' : 'personal_note';
  const note = String(form.watch(noteField) ?? '');
  const compliance = checkCompliance(note, guidelines);
  const allowed = canSubmit(compliance.score);
  const error = (path: string): string | undefined =>
    (get(form.formState.errors, path) as { message?: string } | undefined)?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values as ReviewInput);
      toast.success(t('community.review.submittedTitle'), { description: t('community.review.submittedText') });
      onSubmitted();
    } catch (caught) {
      applyServerErrors(caught, form, { toast: false });
      toast.error(t('community.review.failedTitle'), { description: errorMessage(caught) });
    }
  });

  const lists = (
    <>
      <OptionCheckboxes
        legend={t('community.review.aroma')}
        options={AROMAS}
        registration={form.register('aroma')}
        error={error('aroma')}
      />
      <OptionCheckboxes legend={t('community.review.mouthfeel')} options={MOUTHFEELS} registration={form.register('mouthfeel')} />
      <OptionCheckboxes legend={t('community.review.visual')} options={VISUALS} registration={form.register('visual')} />
      <OptionCheckboxes
        legend={t('community.review.effects')}
        options={EFFECT_TAGS}
        registration={form.register('effect_tags')}
      />
      <SelectField
        label={t('community.review.impression')}
        error={error('impression')}
        {...form.register('impression', { setValueAs: toNumber })}
      >
        {scoreOptions}
      </SelectField>
    </>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <SelectField label={t('community.review.shop')} error={error('shop_id')} {...form.register('shop_id')}>
        <option value="">{t('community.review.chooseShop')}</option>
        {shops.data?.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name} ({shop.plaats})
          </option>
        ))}
      </SelectField>

      {mode === 'shop' ? (
        <>
          <Field
            label={t('community.review.visitDate')}
            type="date"
            error={error('visit_date')}
            {...form.register('visit_date')}
          />
          <div className="grid gap-3 sm:grid-cols-5">
            {RATINGS.map((rating) => (
              <SelectField
                key={rating}
                label={t(`community.review.ratings.${rating}`)}
                error={error(`ratings.${rating}`)}
                {...form.register(`ratings.${rating}`, { setValueAs: toNumber })}
              >
                {scoreOptions}
              </SelectField>
            ))}
          </div>
          <Checkbox label={t('community.review.ingezetenen')} {...form.register('policy_flags.ingezetenen')} />
        </>
      ) : null}

      {mode === 'strain' ? (
        <>
          <Field label={t('community.review.strainName')} error={error('strain_name')} {...form.register('strain_name')} />
          {lists}
        </>
      ) : null}

      {mode === 'batch' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField label={t('community.review.teler')} error={error('teler_id')} {...form.register('teler_id')}>
              <option value="">{t('community.review.chooseTeler')}</option>
              {telers.data?.map((teler) => (
                <option key={teler.id} value={teler.id}>
                  {teler.naam}
                </option>
              ))}
            </SelectField>
            <Field label={t('community.review.batchCode')} error={error('batch_code')} {...form.register('batch_code')} />
            <Field label={t('community.review.productName')} error={error('product_name')} {...form.register('product_name')} />
            <SelectField label={t('community.review.category')} error={error('category')} {...form.register('category')}>
              {REVIEW_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`community.review.categories.${category}`)}
                </option>
              ))}
            </SelectField>
          </div>
          {lists}
          <div className="grid gap-3 sm:grid-cols-3">
            {(['thc', 'cbd'] as const).map((lab) => (
              <Field
                key={lab}
                label={t(`community.review.${lab}`)}
                type="number"
                step="0.1"
                error={error(`lab.${lab}`)}
                {...form.register(`lab.${lab}`, { setValueAs: toNumber })}
              />
            ))}
            <SelectField
              label={t('community.review.herkomst')}
              error={error('herkomst')}
              {...form.register('herkomst', { setValueAs: (value) => (value === '' ? undefined : value) })}
            >
              <option value="">{t('community.review.herkomstNone')}</option>
              {HERKOMST.map((option) => (
                <option key={option} value={option}>
                  {t(`community.review.herkomstOptions.${option}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('community.review.terpenes')}</legend>
            {terpenes.fields.map((field, index) => (
              <div key={field.id} className="grid grid-cols-[1fr_8rem_auto] items-end gap-2">
                <Field
                  label={t('community.review.terpeneName')}
                  error={error(`lab.terpenes.${index}.name`)}
                  {...form.register(`lab.terpenes.${index}.name`)}
                />
                <Field
                  label={t('community.review.terpenePct')}
                  type="number"
                  step="0.1"
                  error={error(`lab.terpenes.${index}.pct`)}
                  {...form.register(`lab.terpenes.${index}.pct`, { setValueAs: toNumber })}
                />
                <Button variant="ghost" onClick={() => terpenes.remove(index)}>
                  {t('community.review.remove')}
                </Button>
              </div>
            ))}
            <div>
              <Button variant="secondary" onClick={() => terpenes.append({ name: '', pct: undefined })}>
                {t('community.review.addTerpene')}
              </Button>
            </div>
          </fieldset>
        </>
      ) : null}

      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium">
          {mode === 'shop' ? t('community.review.notes') : t('community.review.personalNote')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={COMPLIANCE.noteMaxLength}
          className="rounded-md border border-zinc-300 bg-white p-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          {...form.register(noteField)}
        />
        <p className="text-xs text-zinc-500">{t('community.review.characters', { count: note.length })}</p>
        {error(noteField) ? (
          <p role="alert" className="text-sm text-red-600">
            {error(noteField)}
          </p>
        ) : null}
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
    </form>
  );
}
