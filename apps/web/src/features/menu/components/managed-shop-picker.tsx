import type { ManagedShop } from '@platform/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useManagedShops } from '../api/get-managed-shops.ts';

/**
 * The shops the user manages, with the one in `?shop=` selected (the first by
 * default). A `?shop=` the user does not manage shows the refusal; the server
 * refuses it as well.
 */
export function ManagedShopPicker({ children }: { children(shop: ManagedShop): ReactNode }) {
  const { t } = useTranslation();
  const shops = useManagedShops();
  const [params, setParams] = useSearchParams();
  const requested = params.get('shop');
  const shop = requested ? shops.data?.find((item) => item.id === requested) : shops.data?.[0];
  const forbidden = Boolean(requested && shops.data && !shop);
  if (shops.isPending) return <Spinner />;
  if (shops.isError) return <p role="alert">{shops.error.message}</p>;
  if (forbidden) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
        {t('menu.forbidden')}
      </p>
    );
  }
  if (!shop) {
    return (
      <p>
        {t('menu.noShops')}{' '}
        <Link to="/onboarding/coffeeshop" className="text-brand underline">
          {t('menu.onboardShop')}
        </Link>
      </p>
    );
  }
  return (
    <>
      <div className="mb-4 max-w-md">
        <SelectField label={t('menu.shop')} value={shop.id} onChange={(event) => setParams({ shop: event.target.value })}>
          {shops.data.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({item.plaats})
            </option>
          ))}
        </SelectField>
      </div>
      {children(shop)}
    </>
  );
}
