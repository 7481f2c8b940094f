import {
  imageUrl,
  type ManagedProduct,
  PRODUCT_TYPES,
  type ProductCategory,
  type ProductInput,
  ProductInputSchema,
} from '@platform/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Form, FormCheckbox, FormError, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { apiUpload } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { ReadOnlyFieldset, useReadOnly } from '../../auth/index.ts';
import { useTelerOptions } from '../../telers/index.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { CategoryOptions } from './category-options.tsx';

const PriceRowSchema = z.object({ size: z.string(), price: z.string() });

const number = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * What the fields hold (text as typed, price rows), turned into a product and checked by the
 * core schema; its issues keep the core's paths (naam, prijzen, voorraad, …), as the server's do.
 */
const ProductFormSchema = z
  .object({
    naam: z.string(),
    category: z.string(),
    type: z.string(),
    prijzen: z.array(PriceRowSchema),
    voorraad: z.string(),
    thc: z.string(),
    cbd: z.string(),
    telerId: z.string(),
    foto: z.string(),
    preRolledOptions: z.string(),
    actief: z.boolean(),
  })
  .transform(
    (values): z.input<typeof ProductInputSchema> => ({
      naam: values.naam,
      category: values.category as ProductCategory,
      type: values.type as (typeof PRODUCT_TYPES)[number],
      prijzen: Object.fromEntries(
        values.prijzen.filter((row) => row.size.trim()).map((row) => [row.size.trim(), number(row.price) ?? Number.NaN]),
      ),
      voorraad: number(values.voorraad) ?? 0,
      thc: number(values.thc),
      cbd: number(values.cbd),
      telerId: values.telerId || null,
      foto: values.foto.trim() || null,
      actief: values.actief,
      quantities: values.prijzen.map((row) => row.size.trim()).filter(Boolean),
      preRolledOptions: values.preRolledOptions
        .split(',')
        .map((option) => option.trim())
        .filter(Boolean),
    }),
  )
  .pipe(ProductInputSchema);

function toRows(prices: Record<string, number>) {
  const rows = Object.entries(prices).map(([size, price]) => ({ size, price: String(price).replace('.', ',') }));
  return rows.length > 0 ? rows : [{ size: '1g', price: '' }];
}

const optional = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Add or edit a product: prices per size label, stock, category, type, THC/CBD, grower, photo, pre-roll options. */
export function ProductForm({ shopId, product, onDone }: { shopId: string; product: ManagedProduct | null; onDone(): void }) {
  const { t } = useTranslation();
  const telers = useTelerOptions();
  const create = useCreateProduct(shopId);
  const update = useUpdateProduct(shopId);
  const { readOnly, reason } = useReadOnly();
  const form = useZodForm(ProductFormSchema, {
    naam: product?.naam ?? '',
    category: product?.category ?? 'flower',
    type: product?.type ?? 'hybrid',
    prijzen: toRows(product?.prijzen ?? {}),
    voorraad: String(product?.voorraad ?? 0),
    thc: optional(product?.thc),
    cbd: optional(product?.cbd),
    telerId: product?.telerId ?? '',
    foto: product?.foto ?? '',
    preRolledOptions: (product?.preRolledOptions ?? []).join(', '),
    actief: product?.actief ?? true,
  });
  const prices = useFieldArray({ control: form.control, name: 'prijzen' });
  const foto = form.watch('foto');

  const save = async (input: ProductInput) => {
    if (product) await update.mutateAsync({ id: product.id, patch: input });
    else await create.mutateAsync(input);
    toast.success(product ? t('menu.form.updated') : t('menu.form.created'));
    onDone();
  };

  return (
    <Card>
      <Form
        form={form}
        onSubmit={save}
        className="flex flex-col gap-4"
        aria-label={product ? t('menu.form.titleEdit') : t('menu.form.titleNew')}
      >
        <h2 className="text-lg font-semibold">{product ? t('menu.form.titleEdit') : t('menu.form.titleNew')}</h2>
        <ReadOnlyFieldset className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField name="naam" label={t('menu.form.naam')} />
            <FormSelect name="category" label={t('menu.category')}>
              <CategoryOptions />
            </FormSelect>
            <FormSelect name="type" label={t('menu.form.type')}>
              {PRODUCT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`menu.form.types.${value}`)}
                </option>
              ))}
            </FormSelect>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('menu.form.prices')}</legend>
            {prices.fields.map((row, index) => (
              <div
                key={row.id}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 sm:grid-cols-[8rem_8rem_auto]"
              >
                <Field label={t('menu.form.size')} {...form.register(`prijzen.${index}.size`)} />
                <Field label={t('menu.form.price')} inputMode="decimal" {...form.register(`prijzen.${index}.price`)} />
                <Button variant="ghost" onClick={() => prices.remove(index)} disabled={prices.fields.length === 1}>
                  {t('menu.form.remove')}
                </Button>
              </div>
            ))}
            <FormError name="prijzen" />
            <div>
              <Button variant="secondary" onClick={() => prices.append({ size: '', price: '' })}>
                {t('menu.form.addPrice')}
              </Button>
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField name="voorraad" label={t('menu.form.voorraad')} inputMode="numeric" />
            <FormField name="thc" label={t('menu.form.thc')} inputMode="decimal" />
            <FormField name="cbd" label={t('menu.form.cbd')} inputMode="decimal" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {/* Controlled: the growers may load after the form, and the select must then show the saved one. */}
            <FormSelect name="telerId" label={t('menu.form.teler')} value={form.watch('telerId')}>
              <option value="">{t('menu.form.noTeler')}</option>
              {telers.data?.map((teler) => (
                <option key={teler.id} value={teler.id}>
                  {teler.naam}
                </option>
              ))}
            </FormSelect>
            <div className="flex flex-col gap-2">
              <FormField name="foto" label={t('menu.form.foto')} />
              <label className="flex flex-col gap-1 text-sm">
                {t('menu.form.upload')}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    if (!file) return;
                    try {
                      const uploaded = await apiUpload<{ url: string }>(`/api/menu/shops/${shopId}/images`, file);
                      form.setValue('foto', uploaded.url, { shouldDirty: true });
                      toast.success(t('menu.form.uploaded'));
                    } catch (error) {
                      toast.error(error instanceof Error ? error.message : String(error));
                    }
                  }}
                />
              </label>
              {foto ? (
                <img src={imageUrl(foto, 'thumbnail')} alt="" width={80} height={80} className="h-20 w-20 rounded object-cover" />
              ) : null}
            </div>
          </div>
          <FormField name="preRolledOptions" label={t('menu.form.preRolled')} />
          <FormCheckbox name="actief" label={t('menu.form.actief')} />
        </ReadOnlyFieldset>
        <div className="flex gap-2">
          <Button type="submit" disabled={readOnly || create.isPending || update.isPending} title={readOnly ? reason : undefined}>
            {t('menu.form.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('menu.form.cancel')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
