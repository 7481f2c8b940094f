import { type ClaimableShop, ClaimInputSchema } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Form, FormField, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { useClaimShop } from '../api/claim-shop.ts';
import { useClaimable } from '../api/get-claimable.ts';
import { useOnboardingTexts } from '../texts.ts';

function ClaimForm({ shop, onCancel }: { shop: ClaimableShop; onCancel(): void }) {
  const { t } = useOnboardingTexts();
  const claim = useClaimShop();
  const form = useZodForm(ClaimInputSchema, { coffeeshopId: shop.id, kvkNumber: '', phone: '', note: '' });
  return (
    <Form form={form} onSubmit={(values) => claim.mutateAsync(values)} className="flex flex-col gap-3">
      <h3 className="font-semibold">{t('onboarding.claimTitle', { name: shop.name, plaats: shop.plaats })}</h3>
      <FormField name="kvkNumber" label={t('onboarding.fields.kvkNumber')} inputMode="numeric" />
      <FormField name="phone" label={t('onboarding.fields.phone')} type="tel" />
      <FormTextarea name="note" label={t('onboarding.fields.claimNote')} />
      <div className="flex gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('onboarding.back')}
        </Button>
        <Button type="submit" disabled={claim.isPending}>
          {t('onboarding.claimSubmit')}
        </Button>
      </div>
    </Form>
  );
}

/** Find a listed shop without owner and claim it; the claim goes to the same review. */
export function ClaimPanel() {
  const { t } = useOnboardingTexts();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<ClaimableShop | null>(null);
  const shops = useClaimable(q);
  if (picked) return <ClaimForm shop={picked} onCancel={() => setPicked(null)} />;
  return (
    <section className="flex flex-col gap-3" aria-label={t('onboarding.claimHeading')}>
      <h2 className="text-xl font-semibold">{t('onboarding.claimHeading')}</h2>
      <Field label={t('onboarding.claimSearch')} value={q} onChange={(event) => setQ(event.target.value)} />
      <ul className="flex flex-col gap-2">
        {(shops.data ?? []).map((shop) => (
          <li key={shop.id} className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm">
            <span>
              {shop.name} · {shop.address}, {shop.plaats}
            </span>
            <Button type="button" variant="secondary" onClick={() => setPicked(shop)}>
              {t('onboarding.claimThis')}
            </Button>
          </li>
        ))}
        {shops.data?.length === 0 ? <li className="text-zinc-500">{t('onboarding.claimNone')}</li> : null}
      </ul>
    </section>
  );
}
