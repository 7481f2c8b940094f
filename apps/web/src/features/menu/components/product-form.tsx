import { imageUrl, type ManagedProduct, PRODUCT_TYPES, type ProductInput, ProductInputSchema } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { apiUpload } from '../../../lib/api-client.ts';
import { apiFieldErrors, errorMessage, fieldErrors } from '../../../lib/form-errors.ts';
import { ReadOnlyFieldset, useReadOnly } from '../../auth/index.ts';
import { useTelerOptions } from '../../telers/index.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { CategoryOptions } from './category-options.tsx';

interface PriceRow {
  size: string;
  price: string;
}

function toRows(prices: Record<string, number>): PriceRow[] {
  const rows = Object.entries(prices).map(([size, price]) => ({ size, price: String(price).replace('.', ',') }));
  return rows.length > 0 ? rows : [{ size: '1g', price: '' }];
}

const number = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** Add or edit a product: prices per size label, stock, category, type, THC/CBD, grower, photo, pre-roll options. */
export function ProductForm({ shopId, product, onDone }: { shopId: string; product: ManagedProduct | null; onDone(): void }) {
  const { t } = useTranslation();
  const telers = useTelerOptions();
  const create = useCreateProduct(shopId);
  const update = useUpdateProduct(shopId);
  const { readOnly, reason } = useReadOnly();
  const [naam, setNaam] = useState(product?.naam ?? '');
  const [category, setCategory] = useState(product?.category ?? 'flower');
  const [type, setType] = useState(product?.type ?? 'hybrid');
  const [prices, setPrices] = useState<PriceRow[]>(toRows(product?.prijzen ?? {}));
  const [voorraad, setVoorraad] = useState(String(product?.voorraad ?? 0));
  const [thc, setThc] = useState(product?.thc === null || product?.thc === undefined ? '' : String(product.thc));
  const [cbd, setCbd] = useState(product?.cbd === null || product?.cbd === undefined ? '' : String(product.cbd));
  const [telerId, setTelerId] = useState(product?.telerId ?? '');
  const [foto, setFoto] = useState(product?.foto ?? '');
  const [preRolled, setPreRolled] = useState((product?.preRolledOptions ?? []).join(', '));
  const [actief, setActief] = useState(product?.actief ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const candidate = {
      naam,
      category,
      type,
      prijzen: Object.fromEntries(
        prices.filter((row) => row.size.trim()).map((row) => [row.size.trim(), number(row.price) ?? Number.NaN]),
      ),
      voorraad: number(voorraad) ?? 0,
      thc: number(thc),
      cbd: number(cbd),
      telerId: telerId || null,
      foto: foto.trim() || null,
      actief,
      quantities: prices.map((row) => row.size.trim()).filter(Boolean),
      preRolledOptions: preRolled
        .split(',')
        .map((option) => option.trim())
        .filter(Boolean),
    };
    const parsed = ProductInputSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const input: ProductInput = parsed.data;
      if (product) await update.mutateAsync({ id: product.id, patch: input });
      else await create.mutateAsync(input);
      toast.success(product ? t('menu.form.updated') : t('menu.form.created'));
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast.error(errorMessage(error));
    }
  };

  return (
    <Card>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label={product ? t('menu.form.titleEdit') : t('menu.form.titleNew')}
      >
        <h2 className="text-lg font-semibold">{product ? t('menu.form.titleEdit') : t('menu.form.titleNew')}</h2>
        <ReadOnlyFieldset className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <Field
              label={t('menu.form.naam')}
              value={naam}
              onChange={(event) => setNaam(event.target.value)}
              error={errors.naam}
            />
            <SelectField
              label={t('menu.category')}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              error={errors.category}
            >
              <CategoryOptions />
            </SelectField>
            <SelectField
              label={t('menu.form.type')}
              value={type}
              onChange={(event) => setType(event.target.value)}
              error={errors.type}
            >
              {PRODUCT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`menu.form.types.${value}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('menu.form.prices')}</legend>
            {prices.map((row, index) => (
              <div
                key={index}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 sm:grid-cols-[8rem_8rem_auto]"
              >
                <Field
                  label={t('menu.form.size')}
                  value={row.size}
                  onChange={(event) =>
                    setPrices(prices.map((item, i) => (i === index ? { ...item, size: event.target.value } : item)))
                  }
                />
                <Field
                  label={t('menu.form.price')}
                  inputMode="decimal"
                  value={row.price}
                  onChange={(event) =>
                    setPrices(prices.map((item, i) => (i === index ? { ...item, price: event.target.value } : item)))
                  }
                />
                <Button
                  variant="ghost"
                  onClick={() => setPrices(prices.filter((_, i) => i !== index))}
                  disabled={prices.length === 1}
                >
                  {t('menu.form.remove')}
                </Button>
              </div>
            ))}
            {errors.prijzen ? (
              <p role="alert" className="text-sm text-red-600">
                {errors.prijzen}
              </p>
            ) : null}
            <div>
              <Button variant="secondary" onClick={() => setPrices([...prices, { size: '', price: '' }])}>
                {t('menu.form.addPrice')}
              </Button>
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field
              label={t('menu.form.voorraad')}
              inputMode="numeric"
              value={voorraad}
              onChange={(event) => setVoorraad(event.target.value)}
              error={errors.voorraad}
            />
            <Field
              label={t('menu.form.thc')}
              inputMode="decimal"
              value={thc}
              onChange={(event) => setThc(event.target.value)}
              error={errors.thc}
            />
            <Field
              label={t('menu.form.cbd')}
              inputMode="decimal"
              value={cbd}
              onChange={(event) => setCbd(event.target.value)}
              error={errors.cbd}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t('menu.form.teler')}
              value={telerId}
              onChange={(event) => setTelerId(event.target.value)}
              error={errors.telerId}
            >
              <option value="">{t('menu.form.noTeler')}</option>
              {telers.data?.map((teler) => (
                <option key={teler.id} value={teler.id}>
                  {teler.naam}
                </option>
              ))}
            </SelectField>
            <div className="flex flex-col gap-2">
              <Field
                label={t('menu.form.foto')}
                value={foto}
                onChange={(event) => setFoto(event.target.value)}
                error={errors.foto}
              />
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
                      setFoto(uploaded.url);
                      toast.success(t('menu.form.uploaded'));
                    } catch (error) {
                      toast.error(error instanceof Error ? error.message : String(error));
                    }
                  }}
                />
              </label>
              {foto ? <img src={imageUrl(foto, 'thumbnail')} alt="" className="h-20 w-20 rounded object-cover" /> : null}
            </div>
          </div>
          <Field label={t('menu.form.preRolled')} value={preRolled} onChange={(event) => setPreRolled(event.target.value)} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={actief} onChange={(event) => setActief(event.target.checked)} />
            {t('menu.form.actief')}
          </label>
        </ReadOnlyFieldset>
        <div className="flex gap-2">
          <Button type="submit" disabled={readOnly || create.isPending || update.isPending} title={readOnly ? reason : undefined}>
            {t('menu.form.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('menu.form.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
