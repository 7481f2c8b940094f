import { findPlan, type PlatformProduct } from '@platform/core';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useProductUsers } from '../api/product-modules.ts';
import { ModuleSwitch } from '../components/module-switch.tsx';
import { useMarketingTexts } from '../texts.ts';

/** `/admin/{product}`: every shop and venue with its plan, and whether this module is on for it. */
export function AdminProductPage({ product }: { product: PlatformProduct }) {
  const { t } = useMarketingTexts();
  const query = useProductUsers(product.slug);
  const title = t('marketing.product.adminTitle', { name: product.name });
  return (
    <Page title={title} wide>
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('marketing.product.adminLead')}</p>
      <QueryState query={query}>
        {(places) =>
          places.length === 0 ? (
            <p>{t('marketing.product.adminEmpty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <Table className="[&_td]:px-2 [&_td]:py-2 [&_th]:px-2 [&_th]:py-2 [&_th]:text-left">
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('marketing.product.place')}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t('marketing.product.plaats')}</TableHead>
                    <TableHead>{t('marketing.product.plan')}</TableHead>
                    <TableHead>{t('marketing.product.enabled')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {places.map((place) => (
                    <TableRow key={`${place.placeKind}-${place.placeId}`}>
                      <TableCell>
                        {place.placeKind === 'coffeeshop' ? (
                          <Link to={`/${product.slug}-coffeeshop/${place.placeId}`} className="underline">
                            {place.placeName}
                          </Link>
                        ) : (
                          place.placeName
                        )}
                        <span className="block text-xs text-zinc-500">
                          {t(`marketing.plans.placeKinds.${place.placeKind}`)}
                          <span className="sm:hidden"> · {place.plaats}</span>
                        </span>
                      </TableCell>
                      <TableCell className="hidden sm:table-cell">{place.plaats}</TableCell>
                      <TableCell>{place.plan ? findPlan(place.plan).name : t('marketing.product.noPlan')}</TableCell>
                      <TableCell>
                        <ModuleSwitch product={product} place={place} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
