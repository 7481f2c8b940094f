import { isLowStock, PRODUCT_CATEGORIES } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';

/** /admin/products: every product of every shop; each row links to that shop's menu management. */
export function AdminProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const page = Number(params.get('page') ?? '1');
  const list = useAdminProducts(query);
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <Page title={t('adminProducts.title')} wide>
      <h1 className="mb-6 text-3xl font-bold">{t('adminProducts.title')}</h1>
      <form className="mb-4 grid gap-3 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={t('adminProducts.search')}
          type="search"
          value={params.get('q') ?? ''}
          onChange={(e) => set('q', e.target.value)}
        />
        <SelectField
          label={t('adminProducts.category')}
          value={params.get('category') ?? ''}
          onChange={(e) => set('category', e.target.value)}
        >
          <option value="">{t('adminProducts.allCategories')}</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`coffeeshops.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <Checkbox
          label={t('adminProducts.lowStock')}
          labelClassName="self-end pb-2"
          checked={params.get('lowStock') === 'true'}
          onChange={(e) => set('lowStock', e.target.checked ? 'true' : '')}
        />
      </form>
      <QueryState query={list}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return (
            <>
              <p role="status" className="mb-2 text-sm text-zinc-500">
                {t('adminProducts.count', { count: data.total })}
              </p>
              <div className="overflow-x-auto">
                <Table className="text-left">
                  <TableHeader className="border-b border-zinc-200 dark:border-zinc-800">
                    <TableRow>
                      <TableHead className="py-2 pr-4">{t('adminProducts.product')}</TableHead>
                      <TableHead className="py-2 pr-4">{t('adminProducts.shop')}</TableHead>
                      <TableHead className="py-2 pr-4">{t('adminProducts.category')}</TableHead>
                      <TableHead className="py-2 pr-4">THC / CBD</TableHead>
                      <TableHead className="py-2 pr-4">{t('adminProducts.stock')}</TableHead>
                      <TableHead className="py-2">{t('adminProducts.status')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.items.map((item) => (
                      <TableRow key={item.id} className="border-b border-zinc-100 dark:border-zinc-800">
                        <TableCell className="py-2 pr-4 font-medium">{item.naam}</TableCell>
                        <TableCell className="py-2 pr-4">
                          <Link to={`/admin-coffeeshops/${item.shop.id}/menu`} className="text-brand underline">
                            {item.shop.name}
                          </Link>{' '}
                          <span className="text-zinc-500">{item.shop.plaats}</span>
                        </TableCell>
                        <TableCell className="py-2 pr-4">{t(`coffeeshops.categories.${item.category}`)}</TableCell>
                        <TableCell className="py-2 pr-4">
                          {item.thc === null ? '—' : formatPercent(item.thc)} /{' '}
                          {item.cbd === null ? '—' : formatPercent(item.cbd)}
                        </TableCell>
                        <TableCell className="py-2 pr-4">
                          {isLowStock(item.voorraad) ? (
                            <Badge tone="warning">{formatNumber(item.voorraad)}</Badge>
                          ) : (
                            formatNumber(item.voorraad)
                          )}
                        </TableCell>
                        <TableCell className="py-2">
                          {item.actief ? t('adminProducts.active') : t('adminProducts.inactive')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <Pager page={page} pages={pages} onChange={(next) => set('page', String(next))} />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
