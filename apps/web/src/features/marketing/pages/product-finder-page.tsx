import type { PlatformProduct } from '@platform/core';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useProductFinder } from '../api/product-modules.ts';
import { useMarketingTexts } from '../texts.ts';

/** `/{product}-coffeeshop-finder` (signed in and verified): the coffeeshops that use a module. */
export function ProductFinderPage({ product }: { product: PlatformProduct }) {
  const { t } = useMarketingTexts();
  const query = useProductFinder(product.slug);
  const title = t('marketing.product.finderTitle', { name: product.name });
  return (
    <Page title={title}>
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('marketing.product.finderLead', { name: product.name })}</p>
      <QueryState query={query}>
        {(shops) =>
          shops.length === 0 ? (
            <p>{t('marketing.product.finderEmpty', { name: product.name })}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {shops.map((shop) => (
                <li key={shop.placeId}>
                  <Card className="flex flex-col gap-1">
                    <Link to={`/coffeeshops/${shop.slug}`} className="font-semibold underline">
                      {shop.placeName}
                    </Link>
                    <span className="text-sm text-zinc-600 dark:text-zinc-400">{shop.plaats}</span>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}
