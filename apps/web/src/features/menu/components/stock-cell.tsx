import { type ManagedProduct, ProductPatchSchema } from '@platform/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useReadOnly } from '../../auth/index.ts';
import { useUpdateProduct } from '../api/update-product.ts';

/** Inline stock edit: saves on Enter or when the field loses focus. */
export function StockCell({ shopId, product }: { shopId: string; product: ManagedProduct }) {
  const { t } = useTranslation();
  const update = useUpdateProduct(shopId);
  const { readOnly, reason } = useReadOnly();
  const [value, setValue] = useState(String(product.voorraad));
  useEffect(() => setValue(String(product.voorraad)), [product.voorraad]);

  const save = async () => {
    if (value === String(product.voorraad)) return;
    // The same rule the server applies (ProductPatchSchema), with its Dutch message.
    const parsed = ProductPatchSchema.safeParse({ voorraad: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? t('errors.unexpected'));
      setValue(String(product.voorraad));
      return;
    }
    try {
      await update.mutateAsync({ id: product.id, patch: parsed.data });
      toast.success(t('menu.saved'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setValue(String(product.voorraad));
    }
  };

  return (
    <input
      type="number"
      min={0}
      inputMode="numeric"
      value={value}
      disabled={readOnly}
      title={readOnly ? reason : undefined}
      aria-label={t('menu.stockFor', { name: product.naam })}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void save();
      }}
      className={cn(
        'w-20 rounded border px-2 py-1 text-right',
        product.lowStock
          ? 'border-amber-500 bg-amber-50 dark:bg-amber-950/40'
          : 'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
      )}
    />
  );
}
