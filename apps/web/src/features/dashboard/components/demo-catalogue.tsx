import { PRODUCTS } from '@platform/core';
import { Button } from '../../../components/ui/button.tsx';
import { ProductPhoto } from '../../../components/ui/product-photo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useDemoCatalogue } from '../api/get-demo-catalogue.ts';
import { useDashboardTexts } from '../texts.ts';

/** The demo dashboard's sample catalogue (spec section 2): showing 6 products; "load more" stays disabled. */
export function DemoCatalogue() {
  const { t } = useDashboardTexts();
  const catalogue = useDemoCatalogue();
  const items = catalogue.data?.items.slice(0, PRODUCTS.demoCatalogueItems) ?? [];
  return (
    <section aria-labelledby="demo-catalogue" className="mt-8">
      <h2 id="demo-catalogue" className="mb-4 text-xl font-semibold">
        {t('dashboard.demoCatalogue')}
      </h2>
      {catalogue.isPending ? <Spinner /> : null}
      {catalogue.isError ? (
        <p role="alert" className="text-red-600">
          {catalogue.error.message}
        </p>
      ) : null}
      {catalogue.isSuccess && items.length === 0 ? <p className="text-zinc-500">{t('dashboard.demoCatalogueEmpty')}</p> : null}
      {items.length > 0 ? (
        <div className="overflow-x-auto">
          <Table className="text-left">
            <TableHeader className="border-b border-zinc-200 dark:border-zinc-800">
              <TableRow>
                <TableHead className="py-2 pr-4">{t('dashboard.demoName')}</TableHead>
                <TableHead className="py-2 pr-4">{t('dashboard.demoCategory')}</TableHead>
                <TableHead className="py-2 pr-4">THC %</TableHead>
                <TableHead className="py-2">CBD %</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((product) => (
                <TableRow key={product.id} className="border-b border-zinc-100 dark:border-zinc-800">
                  <TableCell className="py-2 pr-4 font-medium">
                    <span className="flex items-center gap-2">
                      <ProductPhoto foto={product.foto} className="h-10 w-10" />
                      {product.naam}
                    </span>
                  </TableCell>
                  <TableCell className="py-2 pr-4">{t(`coffeeshops.categories.${product.category}`)}</TableCell>
                  <TableCell className="py-2 pr-4">{product.thc === null ? '—' : formatNumber(product.thc, 1)}</TableCell>
                  <TableCell className="py-2">{product.cbd === null ? '—' : formatNumber(product.cbd, 1)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      <Button variant="secondary" className="mt-4" disabled title={t('dashboard.demoLoadMoreDisabled')}>
        {t('dashboard.demoLoadMore')}
      </Button>
    </section>
  );
}
