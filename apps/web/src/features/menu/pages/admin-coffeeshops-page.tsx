import { coffeeshopFormValues } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../lib/toast.ts';
import { PlaceAdminList, usePlacesTexts } from '../../places/index.ts';
import { useCreateShop } from '../api/create-shop.ts';
import { useManagedShops } from '../api/get-managed-shops.ts';
import { ShopDetailsForm } from '../components/shop-details-form.tsx';
import { useMenuTexts } from '../texts.ts';

const TABS = ['menus', 'new', 'status'] as const;

/** /admin-coffeeshops: every shop's menu (admins manage all), and every shop's status and owner. */
export function AdminCoffeeshopsPage() {
  const { t } = useMenuTexts();
  // The tabs name the places feature's texts too.
  usePlacesTexts();
  const [tab, setTab] = useState<(typeof TABS)[number]>('menus');
  return (
    <Page title={t('adminShops.title')} wide>
      <h1 className="text-3xl font-bold">{t('adminShops.title')}</h1>
      <TabList<(typeof TABS)[number]>
        label={t('adminShops.title')}
        value={tab}
        options={TABS}
        onChange={setTab}
        text={(name) => t(`places.tabs.${name}`)}
        className="my-4"
      />
      {tab === 'status' ? (
        <PlaceAdminList kind="coffeeshop" />
      ) : tab === 'new' ? (
        <NewShop onAdded={() => setTab('menus')} />
      ) : (
        <ShopMenus />
      )}
    </Page>
  );
}

/** An admin adds a shop, live at once, optionally with its owner. */
function NewShop({ onAdded }: { onAdded(): void }) {
  const { t } = useMenuTexts();
  const create = useCreateShop();
  return (
    <Card>
      <ShopDetailsForm
        initial={coffeeshopFormValues(null)}
        withOwner
        pending={create.isPending}
        submitLabel={t('shopDetails.add')}
        onSubmit={async (input) => {
          const created = await create.mutateAsync(input);
          toast.success(t('shopDetails.added', { name: created.name }));
          onAdded();
        }}
      />
    </Card>
  );
}

/** Every online shop with links to its menu, filtered by name or town. */
function ShopMenus() {
  const { t } = useMenuTexts();
  const shops = useManagedShops();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = shops.data?.filter((shop) => !needle || `${shop.name} ${shop.plaats}`.toLowerCase().includes(needle));
  return (
    <>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('adminShops.intro')}</p>
      <label className="mb-4 flex max-w-sm flex-col gap-1 text-sm font-medium">
        {t('adminShops.filter')}
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      {shops.isPending ? <Spinner /> : null}
      {shops.isError ? <p role="alert">{shops.error.message}</p> : null}
      <ul className="flex flex-col gap-2">
        {shown?.map((shop) => (
          <li
            key={shop.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <span className="font-medium">{shop.name}</span>
            <span className="text-sm text-zinc-500">{shop.plaats}</span>
            <span className="text-sm text-zinc-500">
              {t('adminShops.visibility', { visibility: t(`menu.visibilities.${shop.menuVisibility}`) })}
            </span>
            <span className="ml-auto flex gap-2">
              <Link to={`/admin-coffeeshops/${shop.id}/menu`} className={buttonClass('secondary')}>
                {t('adminShops.manage')}
              </Link>
              <Link to={`/admin-coffeeshops/${shop.id}/menu/product`} className={buttonClass('ghost')}>
                {t('adminShops.addProduct')}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
