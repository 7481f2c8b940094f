import { BulkPriceInputSchema, type ProductCategory } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { useBulkPrice } from '../api/bulk-price.ts';
import { CategoryOptions } from './category-options.tsx';

export function BulkPricePanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const bulk = useBulkPrice(shopId);
  const [percent, setPercent] = useState('');
  const [category, setCategory] = useState<ProductCategory | ''>('');
  const [error, setError] = useState<string | undefined>();

  const apply = async (event: React.FormEvent) => {
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
    const scope = category ? t('menu.bulk.scope', { category: t(`coffeeshops.categories.${category}`) }) : '';
    if (!window.confirm(t('menu.bulk.confirm', { scope, percent: parsed.data.percent }))) return;
    try {
      const result = await bulk.mutateAsync(parsed.data);
      toast.success(t('menu.bulk.done', { count: result.updated }));
      setPercent('');
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : String(caught));
    }
  };

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
    </form>
  );
}
