import { type CoffeeshopCreate, coffeeshopFormValues } from '@platform/core';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { ReadOnlyFieldset } from '../../auth/index.ts';
import { useShopDetails } from '../api/get-shop-details.ts';
import { useSaveShopDetails } from '../api/save-shop-details.ts';
import { useMenuTexts } from '../texts.ts';
import { ShopDetailsForm } from './shop-details-form.tsx';

/** The details of a shop I manage: load, edit with a preview, save. */
export function ShopDetailsPanel({ shopId }: { shopId: string }) {
  const { t } = useMenuTexts();
  const details = useShopDetails(shopId);
  const save = useSaveShopDetails(shopId);
  return (
    <QueryState query={details}>
      {({ id, slug, plaatsSlug, ownerId, active, ...shop }) => (
        <ReadOnlyFieldset>
          <ShopDetailsForm
            key={id}
            initial={coffeeshopFormValues(shop)}
            pending={save.isPending}
            submitLabel={t('shopDetails.save')}
            onSubmit={async ({ ownerEmail, ...input }: CoffeeshopCreate) => {
              await save.mutateAsync(input);
              toast.success(t('shopDetails.saved'));
            }}
          />
          <p className="mt-4 text-sm">
            <a className="text-brand underline" href={`/coffeeshops/${plaatsSlug}/${slug}`} target="_blank" rel="noreferrer">
              {t('shopDetails.openPublicPage')}
            </a>
          </p>
        </ReadOnlyFieldset>
      )}
    </QueryState>
  );
}
