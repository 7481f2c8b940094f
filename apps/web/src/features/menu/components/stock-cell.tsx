import type { ManagedProduct } from '@platform/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '../../../components/ui/cn.ts';
import { useUpdateProduct } from '../api/menu-api.ts';

/** Inline stock edit: saves on Enter or when the field loses focus. */
export function StockCell({ shopId, product }: { shopId: string; product: ManagedProduct }) {
  const { t } = useTranslation();
  const update = useUpdateProduct(shopId);
  const [value, setValue] = useState(String(product.voorraad));
  useEffect(() => setValue(String(product.voorraad)), [product.voorraad]);

  const save = async () => {
    const next = Number(value);
    if (value === String(product.voorraad)) return;
    if (!Number.isInteger(next) || next < 0) {
      toast.error('Voorraad moet een heel getal van 0 of meer zijn');
      setValue(String(product.voorraad));
      return;
    }
    try {
      await update.mutateAsync({ id: product.id, patch: { voorraad: next } });
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
      aria-label={t('menu.stockFor', { name: product.naam })}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void save();
      }}
      className={cn(
        'w-20 rounded border px-2 py-1 text-right dark:bg-zinc-900',
        product.lowStock ? 'border-amber-500 bg-amber-50 dark:bg-amber-950/40' : 'border-zinc-300 dark:border-zinc-700',
      )}
    />
  );
}
