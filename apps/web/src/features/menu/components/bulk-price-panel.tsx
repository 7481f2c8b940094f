import { BulkPriceFormSchema, type BulkPriceInput } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { applyServerErrors, Form, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBulkPrice } from '../api/bulk-price.ts';
import { CategoryOptions } from './category-options.tsx';

export function BulkPricePanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const bulk = useBulkPrice(shopId);
  const form = useZodForm(BulkPriceFormSchema, { percent: '', category: '' });
  // Validated and waiting for the owner's yes in the dialog.
  const [pending, setPending] = useState<BulkPriceInput | null>(null);

  const run = async (input: BulkPriceInput) => {
    try {
      const result = await bulk.mutateAsync(input);
      toast.success(t('menu.bulk.done', { count: result.updated }));
      form.setValue('percent', '');
    } catch (caught) {
      applyServerErrors(caught, form);
    }
  };

  const scope = pending?.category ? t('menu.bulk.scope', { category: t(`coffeeshops.categories.${pending.category}`) }) : '';
  return (
    <Form form={form} onSubmit={(input) => setPending(input)} className="flex flex-wrap items-end gap-3">
      <FormField name="percent" label={t('menu.bulk.percent')} inputMode="decimal" />
      <FormSelect name="category" label={t('menu.category')}>
        <CategoryOptions withAll />
      </FormSelect>
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
    </Form>
  );
}
