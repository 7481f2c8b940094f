import {
  type CoffeeshopCreate,
  CoffeeshopFormSchema,
  type CoffeeshopFormValues,
  MENU_VISIBILITIES,
  PROVINCES,
} from '@platform/core';
import { OpeningHoursEditor } from '../../../components/opening-hours-editor.tsx';
import { OpeningHoursExceptionsEditor } from '../../../components/opening-hours-exceptions-editor.tsx';
import { Form, FormCheckbox, FormError, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useMenuTexts } from '../texts.ts';
import { ShopPreview } from './shop-preview.tsx';

/**
 * Every field of a coffeeshop, with a preview of how its public page shows them; an admin adding a shop also
 * names its owner. Errors, the browser's or the server's, land on their field.
 */
export function ShopDetailsForm({
  initial,
  withOwner = false,
  pending,
  submitLabel,
  onSubmit,
}: {
  initial: CoffeeshopFormValues;
  withOwner?: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit(values: CoffeeshopCreate): Promise<void>;
}) {
  const { t } = useMenuTexts();
  const form = useZodForm(CoffeeshopFormSchema, initial);
  const values = form.watch();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Form
        form={form}
        aria-label={t('shopDetails.formLabel')}
        onSubmit={onSubmit}
        onInvalid={() => toast.error(t('shopDetails.fixErrors'))}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField name="name" label={t('shopDetails.fields.name')} />
          <FormSelect name="menuVisibility" label={t('menu.visibility')}>
            {MENU_VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {t(`menu.visibilities.${value}`)}
              </option>
            ))}
          </FormSelect>
        </div>
        <FormField name="description" label={t('shopDetails.fields.description')} />
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField name="address" label={t('shopDetails.fields.address')} autoComplete="street-address" />
          <FormField name="postcode" label={t('shopDetails.fields.postcode')} autoComplete="postal-code" />
          <FormField name="plaats" label={t('shopDetails.fields.plaats')} />
          <FormSelect name="province" label={t('shopDetails.fields.province')}>
            <option value="">{t('shopDetails.chooseProvince')}</option>
            {PROVINCES.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </FormSelect>
          <FormField name="latitude" label={t('shopDetails.fields.latitude')} inputMode="decimal" />
          <FormField name="longitude" label={t('shopDetails.fields.longitude')} inputMode="decimal" />
          <FormField name="phone" label={t('shopDetails.fields.phone')} type="tel" />
          <FormField name="website" label={t('shopDetails.fields.website')} type="url" />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('shopDetails.rules')}</legend>
          <FormCheckbox name="residentsOnly" label={t('shopDetails.fields.residentsOnly')} />
          <FormCheckbox name="wietexperiment" label={t('shopDetails.fields.wietexperiment')} />
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('shopDetails.hours')}</legend>
          <FormError name="openingHours" />
          <OpeningHoursEditor
            value={values.openingHours}
            onChange={(next) => form.setValue('openingHours', next, { shouldDirty: true })}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('hoursExceptions.title')}</legend>
          <OpeningHoursExceptionsEditor />
        </fieldset>
        {withOwner ? <FormField name="ownerEmail" type="email" label={t('shopDetails.fields.ownerEmail')} /> : null}
        <div>
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        </div>
      </Form>
      <ShopPreview values={values} />
    </div>
  );
}
