import { type Merchandise, MerchandiseOrderInputSchema } from '@platform/core';
import { useState } from 'react';
import { Form, FormField, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useOrderMerchandise } from '../api/public.ts';
import { useMerchandiseTexts } from '../texts.ts';

/**
 * The order request: name, e-mail, size, quantity and a message. `website` is the honeypot, hidden from people
 * (and from screen readers and the tab order) as on the contact form.
 */
export function OrderForm({ item }: { item: Merchandise }) {
  const { t } = useMerchandiseTexts();
  const order = useOrderMerchandise(item.id);
  const [sent, setSent] = useState(false);
  const form = useZodForm(MerchandiseOrderInputSchema, {
    name: '',
    email: '',
    size: '',
    quantity: '1',
    message: '',
    website: '',
  });
  if (sent) {
    return (
      <p role="status" className="font-medium">
        {t('merchandise.order.sent')}
      </p>
    );
  }
  if (item.stock === 0) return <p role="status">{t('merchandise.order.soldOut')}</p>;
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      aria-labelledby="order-title"
      onSubmit={async (values) => {
        await order.mutateAsync(values);
        setSent(true);
      }}
    >
      <h2 id="order-title" className="text-xl font-semibold">
        {t('merchandise.order.title')}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('merchandise.order.intro')}</p>
      <FormField name="name" label={t('merchandise.order.name')} autoComplete="name" />
      <FormField name="email" type="email" label={t('merchandise.order.email')} autoComplete="email" />
      <div className="grid gap-3 sm:grid-cols-2">
        {item.sizes.length > 0 ? (
          <FormSelect name="size" label={t('merchandise.order.size')}>
            <option value="">{t('merchandise.order.chooseSize')}</option>
            {item.sizes.map((entry) => (
              <option key={entry.size} value={entry.size} disabled={entry.stock === 0}>
                {entry.stock === 0 ? `${entry.size} (${t('merchandise.soldOut')})` : entry.size}
              </option>
            ))}
          </FormSelect>
        ) : null}
        <FormField name="quantity" type="number" min={1} inputMode="numeric" label={t('merchandise.order.quantity')} />
      </div>
      <FormTextarea name="message" rows={4} label={t('merchandise.order.message')} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <FormField name="website" label={t('merchandise.order.honeypot')} tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <SubmitButton pending={order.isPending}>{t('merchandise.order.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
