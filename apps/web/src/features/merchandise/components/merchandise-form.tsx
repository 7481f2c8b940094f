import {
  BRAND_TYPES,
  MAX_IMAGE_BYTES,
  type ManagedMerchandise,
  MERCHANDISE_MAX_IMAGES,
  type MerchandiseFormInput,
  MerchandiseInputSchema,
  photoUrl,
} from '@platform/core';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Form, FormCheckbox, FormError, FormField, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type SellerScope, useSaveItem, useUploadItemImage } from '../api/manage.ts';
import { useMerchandiseTexts } from '../texts.ts';

/** The form's starting values: the item's own, or an empty unpublished item. */
function defaults(item: ManagedMerchandise | null): MerchandiseFormInput {
  if (!item)
    return { name: '', description: '', brand: 'cannabis', price: '', sizes: [], stock: '0', images: [], published: false };
  return {
    name: item.name,
    description: item.description,
    brand: item.brand,
    price: (item.priceCents / 100).toFixed(2).replace('.', ','),
    sizes: item.sizes.map((entry) => ({ size: entry.size, stock: String(entry.stock) })),
    stock: String(item.stock),
    images: item.images,
    published: item.published,
  };
}

function SizesFields() {
  const { t } = useMerchandiseTexts();
  const { fields, append, remove } = useFieldArray<MerchandiseFormInput, 'sizes'>({ name: 'sizes' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('merchandise.form.sizes')}</legend>
      <p className="text-xs text-zinc-500">{t('merchandise.form.sizesHint')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-end gap-2">
          <div className="w-28">
            <FormField name={`sizes.${index}.size`} label={t('merchandise.form.sizeName', { index: index + 1 })} />
          </div>
          <div className="w-32">
            <FormField
              name={`sizes.${index}.stock`}
              inputMode="numeric"
              label={t('merchandise.form.sizeStock', { index: index + 1 })}
            />
          </div>
          <Button variant="ghost" onClick={() => remove(index)}>
            {t('merchandise.form.removeSize', { index: index + 1 })}
          </Button>
        </div>
      ))}
      <FormError name="sizes" />
      <div>
        <Button variant="secondary" onClick={() => append({ size: '', stock: '0' })}>
          {t('merchandise.form.addSize')}
        </Button>
      </div>
    </fieldset>
  );
}

function ImagesField({ scope }: { scope: SellerScope }) {
  const { t } = useMerchandiseTexts();
  const upload = useUploadItemImage(scope);
  const { setValue, control } = useFormContext<MerchandiseFormInput>();
  const images = useWatch({ control, name: 'images' }) ?? [];
  return (
    <div className="flex flex-col gap-2">
      {images.length < MERCHANDISE_MAX_IMAGES ? (
        <Field
          type="file"
          accept="image/jpeg,image/png,image/webp"
          label={t('merchandise.form.images')}
          disabled={upload.isPending}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            if (file.size > MAX_IMAGE_BYTES) {
              toast.error(t('merchandise.form.tooLarge'));
              return;
            }
            upload.mutate(file, {
              onSuccess: ({ url }) => {
                setValue('images', [...images, url], { shouldDirty: true });
                toast.success(t('merchandise.form.uploaded'));
                input.value = '';
              },
              onError: (error) => toast.error(error.message),
            });
          }}
        />
      ) : null}
      {upload.isPending ? <p role="status">{t('merchandise.form.uploading')}</p> : null}
      <FormError name="images" />
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((url, index) => (
            <li key={url} className="flex flex-col items-center gap-1">
              <img src={photoUrl(url, 'thumbnail')} alt="" width={80} height={80} className="h-20 w-20 rounded object-cover" />
              <Button
                variant="ghost"
                onClick={() =>
                  setValue(
                    'images',
                    images.filter((other) => other !== url),
                    { shouldDirty: true },
                  )
                }
              >
                {t('merchandise.form.removeImage', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Create or edit an item: name, photos, price, sizes or a total stock, description, brand and publication. */
export function MerchandiseForm({
  scope,
  item,
  onDone,
}: {
  scope: SellerScope;
  item: ManagedMerchandise | null;
  onDone(saved: ManagedMerchandise | null): void;
}) {
  const { t } = useMerchandiseTexts();
  const save = useSaveItem(scope, item?.id ?? null);
  const form = useZodForm(MerchandiseInputSchema, defaults(item));
  const sizes = useWatch({ control: form.control, name: 'sizes' }) ?? [];
  // The compliance check's refusal names its reasons; it stays on screen beside the form, not in a passing toast.
  const [blocked, setBlocked] = useState<string | null>(null);
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      aria-label={item ? t('merchandise.form.editTitle', { name: item.name }) : t('merchandise.form.newTitle')}
      onServerError={(error) => {
        const compliance = error instanceof ApiRequestError && error.issues.some((issue) => issue.path[0] === 'body');
        setBlocked(compliance ? error.message : null);
        return compliance;
      }}
      onSubmit={async (values) => {
        setBlocked(null);
        const saved = await save.mutateAsync(values);
        toast.success(t('merchandise.form.saved'));
        onDone(saved);
      }}
    >
      <h3 className="font-semibold">
        {item ? t('merchandise.form.editTitle', { name: item.name }) : t('merchandise.form.newTitle')}
      </h3>
      <FormField name="name" label={t('merchandise.form.name')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="price" inputMode="decimal" label={t('merchandise.form.price')} />
        <FormSelect name="brand" label={t('merchandise.form.brand')}>
          {BRAND_TYPES.map((brand) => (
            <option key={brand} value={brand}>
              {t(`merchandise.form.brands.${brand}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <FormTextarea name="description" rows={4} label={t('merchandise.form.description')} />
      <SizesFields />
      {sizes.length === 0 ? <FormField name="stock" inputMode="numeric" label={t('merchandise.form.stock')} /> : null}
      <ImagesField scope={scope} />
      <FormCheckbox name="published" label={t('merchandise.form.published')} />
      {blocked ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {blocked}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending}>{t('merchandise.form.save')}</SubmitButton>
        <Button variant="secondary" onClick={() => onDone(null)}>
          {t('merchandise.list.cancel')}
        </Button>
      </div>
    </Form>
  );
}
