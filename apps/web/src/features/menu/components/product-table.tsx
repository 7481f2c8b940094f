import type { ManagedProduct, ProductPage } from '@platform/core';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ProductPhoto } from '../../../components/ui/product-photo.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useReadOnly } from '../../auth/index.ts';
import type { ProductFilters } from '../api/get-products.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { StockCell } from './stock-cell.tsx';

type SortKey = 'naam' | 'price' | 'voorraad' | 'updatedAt';

function SortHeader({ column, filters, onSort }: { column: SortKey; filters: ProductFilters; onSort(sort: SortKey): void }) {
  const { t } = useTranslation();
  const active = filters.sort === column;
  const label = t(`menu.columns.${column}`);
  return (
    <TableHead
      scope="col"
      aria-sort={active ? (filters.dir === 'desc' ? 'descending' : 'ascending') : 'none'}
      className="py-2 pr-3 text-left max-sm:py-1"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1"
        aria-label={t('menu.sortBy', { column: label })}
      >
        {label}
        {active ? (
          filters.dir === 'desc' ? (
            <ArrowDown className="h-3 w-3" aria-hidden="true" />
          ) : (
            <ArrowUp className="h-3 w-3" aria-hidden="true" />
          )
        ) : null}
      </button>
    </TableHead>
  );
}

export function ProductTable({
  shopId,
  page,
  filters,
  onSort,
  onEdit,
}: {
  shopId: string;
  page: ProductPage;
  filters: ProductFilters;
  onSort(sort: SortKey): void;
  onEdit(product: ManagedProduct): void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProduct(shopId);
  const { readOnly, reason } = useReadOnly();
  if (page.items.length === 0) return <p className="py-6 text-zinc-500">{t('menu.empty')}</p>;
  const toggle = async (product: ManagedProduct) => {
    try {
      await update.mutateAsync({ id: product.id, patch: { actief: !product.actief } });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    // Below 640 px each row is a card (CSS only): name and edit, category and price, stock and active.
    <div className="overflow-x-auto">
      <Table className="max-sm:block">
        <TableHeader className="border-b border-zinc-200 max-sm:block dark:border-zinc-800">
          <TableRow className="max-sm:flex max-sm:flex-wrap max-sm:gap-x-3">
            <SortHeader column="naam" filters={filters} onSort={onSort} />
            <TableHead scope="col" className="py-2 pr-3 text-left max-sm:sr-only">
              {t('menu.columns.category')}
            </TableHead>
            <SortHeader column="price" filters={filters} onSort={onSort} />
            <SortHeader column="voorraad" filters={filters} onSort={onSort} />
            <TableHead scope="col" className="py-2 pr-3 text-left max-sm:sr-only">
              {t('menu.columns.actief')}
            </TableHead>
            <TableHead scope="col" className="py-2 text-left max-sm:sr-only">
              <span className="sr-only">{t('menu.edit')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className="max-sm:block">
          {page.items.map((product) => (
            <TableRow
              key={product.id}
              className={cn(
                'border-b border-zinc-100 dark:border-zinc-800',
                'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:py-2',
                product.lowStock && 'bg-amber-50/60 dark:bg-amber-950/20',
              )}
            >
              <TableCell className="py-2 pr-3 max-sm:col-start-1 max-sm:row-start-1 max-sm:py-1">
                <div className="flex items-center gap-2">
                  <ProductPhoto foto={product.foto} className="h-10 w-10" />
                  <div>
                    <span className="font-medium">{product.naam}</span>{' '}
                    {product.lowStock ? <Badge tone="warning">{t('menu.lowStock')}</Badge> : null}
                    <div className="text-xs text-zinc-500">
                      {Object.entries(product.prijzen)
                        .map(([size, price]) => `${size} ${formatEuro(price)}`)
                        .join(' · ')}
                    </div>
                  </div>
                </div>
              </TableCell>
              <TableCell className="py-2 pr-3 max-sm:col-start-1 max-sm:row-start-2 max-sm:py-1 max-sm:text-zinc-500">
                {t(`coffeeshops.categories.${product.category}`)}
              </TableCell>
              <TableCell className="py-2 pr-3 max-sm:col-start-2 max-sm:row-start-2 max-sm:py-1 max-sm:pr-0 max-sm:text-right">
                {product.displayPrice === null ? '—' : formatEuro(product.displayPrice)}
              </TableCell>
              <TableCell
                data-label={t('menu.columns.voorraad')}
                className="py-2 pr-3 max-sm:col-start-1 max-sm:row-start-3 max-sm:flex max-sm:items-center max-sm:gap-2 max-sm:py-1 max-sm:before:text-xs max-sm:before:text-zinc-500 max-sm:before:content-[attr(data-label)]"
              >
                <StockCell shopId={shopId} product={product} />
              </TableCell>
              <TableCell
                data-label={t('menu.columns.actief')}
                className="py-2 pr-3 max-sm:col-start-2 max-sm:row-start-3 max-sm:flex max-sm:items-center max-sm:justify-end max-sm:gap-2 max-sm:py-1 max-sm:pr-0 max-sm:before:text-xs max-sm:before:text-zinc-500 max-sm:before:content-[attr(data-label)]"
              >
                <Checkbox
                  checked={product.actief}
                  onChange={() => void toggle(product)}
                  disabled={readOnly}
                  title={readOnly ? reason : undefined}
                  aria-label={t('menu.activeFor', { name: product.naam })}
                />
              </TableCell>
              <TableCell className="py-2 max-sm:col-start-2 max-sm:row-start-1 max-sm:py-1 max-sm:text-right">
                <Button variant="ghost" onClick={() => onEdit(product)} aria-label={`${t('menu.edit')}: ${product.naam}`}>
                  {t('menu.edit')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
