import { type BulkPriceInput, BulkPriceInputSchema, type ProductCategory } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { useBulkPrice } from '../api/bulk-price.ts';
import { CategoryOptions } from './category-options.tsx';

export function BulkPricePanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const bulk = useBulkPrice(shopId);
  const [percent, setPercent] = useState('');
  const [category, setCategory] = useState<ProductCategory | ''>('');
  const [error, setError] = useState<string | undefined>();
  // Validated and waiting for the owner's yes in the dialog.
  const [pending, setPending] = useState<BulkPriceInput | null>(null);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = BulkPriceInputSchema.safeParse({
      percent: Number(percent.replace(',', '.')),
      category: category || undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(parsed.data);
  };

  const run = async (input: BulkPriceInput) => {
    try {
      const result = await bulk.mutateAsync(input);
      toast.success(t('menu.bulk.done', { count: result.updated }));
      setPercent('');
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const scope = pending?.category ? t('menu.bulk.scope', { category: t(`coffeeshops.categories.${pending.category}`) }) : '';
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
      <Field
        label={t('menu.bulk.percent')}
        inputMode="decimal"
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        error={error}
      />
      <SelectField
        label={t('menu.category')}
        value={category}
        onChange={(event) => setCategory(event.target.value as ProductCategory | '')}
      >
        <CategoryOptions withAll />
      </SelectField>
      <Button type="submit" disabled={bulk.isPending}>
        {t('menu.bulk.apply')}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('menu.bulk.confirm', { scope, percent: pending?.percent })}
        confirm={t('menu.bulk.apply')}
        cancel={t('app.cancel')}
        onConfirm={() => {
          if (pending) void run(pending);
        }}
      />
    </form>
  );
}
