import { type ManagedProduct, type ManagedShop, MENU_VISIBILITIES, type MenuVisibility, PRODUCTS } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../lib/toast.ts';
import { ReadOnlyFieldset, ReadOnlyNotice, useReadOnly } from '../../auth/index.ts';
import { OrganiserEvents } from '../../events/index.ts';
import { MenuImportLink } from '../../menu-import/index.ts';
import { StaffPanel } from '../../staff/index.ts';
import { EmployerVacancies } from '../../vacancies/index.ts';
import { type ProductFilters, useProducts } from '../api/get-products.ts';
import { useUpdateVisibility } from '../api/update-visibility.ts';
import { BulkPricePanel } from '../components/bulk-price-panel.tsx';
import { CategoryOptions } from '../components/category-options.tsx';
import { CsvPanel } from '../components/csv-panel.tsx';
import { ManagedShopPicker } from '../components/managed-shop-picker.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { ProductTable } from '../components/product-table.tsx';
import { ShopDetailsPanel } from '../components/shop-details-panel.tsx';
import { ShopNewsPanel } from '../components/shop-news-panel.tsx';
import { ShopPhotosSection } from '../components/shop-photos-section.tsx';
import { useMenuTexts } from '../texts.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; product: ManagedProduct } | null;

export function ShopMenuManager({ shopId, visibility }: { shopId: string; visibility: MenuVisibility }) {
  const { t } = useMenuTexts();
  const [filters, setFilters] = useState<ProductFilters>({ page: 1, sort: 'sortOrder', dir: 'asc', status: 'all' });
  const [editing, setEditing] = useState<Editing>(null);
  const products = useProducts(shopId, filters);
  const updateVisibility = useUpdateVisibility(shopId);
  const { readOnly, reason } = useReadOnly();
  const page = products.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / PRODUCTS.defaultPageSize)) : 1;
  const set = (patch: ProductFilters) => setFilters((current) => ({ ...current, page: 1, ...patch }));

  return (
    <div className="flex flex-col gap-4">
      <ReadOnlyNotice />
      {readOnly ? null : (
        <div>
          <MenuImportLink placeType="coffeeshop" placeId={shopId} />
        </div>
      )}
      <Card className="flex flex-col gap-2">
        <ReadOnlyFieldset>
          <SelectField
            label={t('menu.visibility')}
            value={visibility}
            onChange={async (event) => {
              try {
                await updateVisibility.mutateAsync({ menuVisibility: event.target.value as MenuVisibility });
                toast.success(t('menu.visibilitySaved'));
              } catch (error) {
                toast.error(error instanceof Error ? error.message : String(error));
              }
            }}
          >
            {MENU_VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {t(`menu.visibilities.${value}`)}
              </option>
            ))}
          </SelectField>
        </ReadOnlyFieldset>
        <p className="text-xs text-zinc-500">{t('menu.visibilityHelp')}</p>
      </Card>
      {page?.stock.overLimit ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t('menu.stockWarning', { grams: page.stock.grams })}
        </p>
      ) : null}
      {editing ? (
        <ProductForm
          key={editing.kind === 'edit' ? editing.product.id : 'new'}
          shopId={shopId}
          product={editing.kind === 'edit' ? editing.product : null}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('menu.search')}
            <input
              type="search"
              value={filters.q ?? ''}
              onChange={(event) => set({ q: event.target.value })}
              className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
            />
          </label>
          <SelectField
            label={t('menu.category')}
            value={filters.category ?? ''}
            onChange={(event) => set({ category: (event.target.value || undefined) as ProductFilters['category'] })}
          >
            <CategoryOptions withAll />
          </SelectField>
          <SelectField
            label={t('menu.status')}
            value={filters.status ?? 'all'}
            onChange={(event) => set({ status: event.target.value as ProductFilters['status'] })}
          >
            {(['all', 'active', 'inactive', 'low'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`menu.statuses.${value}`)}
              </option>
            ))}
          </SelectField>
          <Button
            className="ml-auto"
            onClick={() => setEditing({ kind: 'new' })}
            disabled={readOnly}
            title={readOnly ? reason : undefined}
          >
            {t('menu.add')}
          </Button>
        </div>
        {products.isPending ? <Spinner /> : null}
        {products.isError ? <p role="alert">{products.error.message}</p> : null}
        {page ? (
          <>
            <ProductTable
              shopId={shopId}
              page={page}
              filters={filters}
              onSort={(sort) =>
                setFilters((current) => ({
                  ...current,
                  sort,
                  dir: current.sort === sort && current.dir === 'asc' ? 'desc' : 'asc',
                }))
              }
              onEdit={(product) => setEditing({ kind: 'edit', product })}
            />
            <Pager page={filters.page ?? 1} pages={pages} onChange={(next) => setFilters({ ...filters, page: next })}>
              <span className="ml-auto text-zinc-500">{t('menu.total', { count: page.total })}</span>
            </Pager>
          </>
        ) : null}
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="font-semibold">{t('menu.bulk.title')}</h2>
        <ReadOnlyFieldset>
          <BulkPricePanel shopId={shopId} />
        </ReadOnlyFieldset>
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="font-semibold">{t('menu.csv.title')}</h2>
        <ReadOnlyFieldset>
          <CsvPanel shopId={shopId} />
        </ReadOnlyFieldset>
      </Card>
    </div>
  );
}

const TABS = ['menu', 'details', 'news', 'staff', 'vacancies'] as const;
/** The right each tab needs (ADR 030); news is part of the shop's details. */
const TAB_RIGHT = { menu: 'menu', details: 'details', news: 'details', staff: 'staff', vacancies: 'details' } as const;

/**
 * A shop's menu, its details (address, hours, house rules), its news or its staff, one tab at a time; each tab only for a
 * manager with that right (ADR 030), and the server checks it again.
 */
export function ShopTabs({ shop }: { shop: ManagedShop }) {
  const { t } = useMenuTexts();
  const [tab, setTab] = useState<(typeof TABS)[number]>('menu');
  // Vacancies need the staff or the details right (ADR 040).
  const allowed = TABS.filter(
    (name) => shop.permissions.includes(TAB_RIGHT[name]) || (name === 'vacancies' && shop.permissions.includes('staff')),
  );
  const shown = allowed.includes(tab) ? tab : allowed[0];
  if (!shown) return <p className="text-zinc-500">{t('menu.noRights')}</p>;
  return (
    <>
      <TabList<(typeof TABS)[number]>
        label={t('shopDetails.tabsLabel', { name: shop.name })}
        value={shown}
        options={allowed}
        onChange={setTab}
        text={(name) => t(`menu.tabs.${name}`)}
        className="mb-4"
      />
      {shown === 'menu' ? <ShopMenuManager shopId={shop.id} visibility={shop.menuVisibility} /> : null}
      {shown === 'details' ? <ShopDetailsPanel shopId={shop.id} /> : null}
      {shown === 'details' ? <ShopPhotosSection shopId={shop.id} /> : null}
      {shown === 'news' ? <ShopNewsPanel shopId={shop.id} /> : null}
      {shown === 'news' ? (
        <Card>
          <OrganiserEvents kind="coffeeshop" id={shop.id} />
        </Card>
      ) : null}
      {shown === 'staff' ? (
        <Card>
          <StaffPanel kind="coffeeshop" placeId={shop.id} />
        </Card>
      ) : null}
      {shown === 'vacancies' ? (
        <Card>
          <EmployerVacancies kind="coffeeshop" employerId={shop.id} />
        </Card>
      ) : null}
    </>
  );
}

/** /coffeeshop-manager and /menu-management: pick a shop you manage, then manage its menu, details or staff. */
export function MenuManagementPage() {
  const { t } = useMenuTexts();
  return (
    <Page title={t('menu.title')} wide>
      <h1 className="text-3xl font-bold">{t('menu.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('menu.intro')}</p>
      <ManagedShopPicker>{(shop) => <ShopTabs key={shop.id} shop={shop} />}</ManagedShopPicker>
    </Page>
  );
}
