import { AROMAS, EFFECT_TAGS, HERKOMST, MOUTHFEELS, REVIEW_CATEGORIES, VISUALS } from '@platform/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { FormField, FormSelect } from '../../../components/ui/form.tsx';
import { useTelerOptions } from '../../telers/index.ts';
import { OptionCheckboxes } from './option-checkboxes.tsx';
import { ScoreOptions, toNumber, useReviewForm } from './review-form-values.tsx';

/** What a strain and a batch review share: aroma, mouthfeel, looks, effects and the impression. */
export function TasteFields() {
  const { t } = useTranslation();
  const { form, error } = useReviewForm();
  return (
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
        <ScoreOptions />
      </SelectField>
    </>
  );
}

/** The batch review: grower, batch, product and category, the shared taste fields, then the lab values. */
export function BatchReviewFields() {
  const { t } = useTranslation();
  const telers = useTelerOptions();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect name="teler_id" label={t('community.review.teler')}>
          <option value="">{t('community.review.chooseTeler')}</option>
          {telers.data?.map((teler) => (
            <option key={teler.id} value={teler.id}>
              {teler.naam}
            </option>
          ))}
        </FormSelect>
        <FormField name="batch_code" label={t('community.review.batchCode')} />
        <FormField name="product_name" label={t('community.review.productName')} />
        <FormSelect name="category" label={t('community.review.category')}>
          {REVIEW_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`community.review.categories.${category}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <TasteFields />
      <LabFields />
    </>
  );
}

/** THC, CBD, origin and any number of terpenes with their percentage. */
function LabFields() {
  const { t } = useTranslation();
  const { form, error } = useReviewForm();
  const terpenes = useFieldArray({ control: form.control, name: 'lab.terpenes' });
  return (
    <>
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
          {/* NaN is an empty number field: shown blank, and the schema asks for a percentage. */}
          <Button variant="secondary" onClick={() => terpenes.append({ name: '', pct: Number.NaN })}>
            {t('community.review.addTerpene')}
          </Button>
        </div>
      </fieldset>
    </>
  );
}
