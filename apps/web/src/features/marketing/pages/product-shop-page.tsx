import { findPlan, type PlatformProduct } from '@platform/core';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useProductPlace } from '../api/product-modules.ts';
import { ModuleSwitch } from '../components/module-switch.tsx';
import { useMarketingTexts } from '../texts.ts';

/** `/{product}-coffeeshop/{coffeeshopId}`: one coffeeshop's plan and this module, switched by an admin. */
export function ProductShopPage({ product, coffeeshopId }: { product: PlatformProduct; coffeeshopId: string }) {
  const { t } = useMarketingTexts();
  const query = useProductPlace(product.slug, 'coffeeshop', coffeeshopId);
  return (
    <Page title={product.name}>
      <QueryState query={query}>
        {(shop) => (
          <>
            <h1 className="mb-2 text-3xl font-bold">
              {t('marketing.product.shopTitle', { name: product.name, place: shop.placeName })}
            </h1>
            <p className="mb-6 text-zinc-600 dark:text-zinc-400">
              {t('marketing.product.shopLead', {
                name: product.name,
                plan: shop.plan ? findPlan(shop.plan).name : t('marketing.product.noPlan'),
              })}
            </p>
            <Card className="flex flex-col items-start gap-3">
              <Badge tone={shop.enabled ? 'brand' : 'neutral'}>
                {t(shop.enabled ? 'marketing.product.status.on' : 'marketing.product.status.off')}
              </Badge>
              <ModuleSwitch product={product} place={shop} withLabel />
              <div className="flex flex-wrap gap-4 text-sm">
                <Link to={`/coffeeshops/${shop.slug}`} className="underline">
                  {t('marketing.product.toShop')}
                </Link>
                <Link to={`/admin/${product.slug}`} className="underline">
                  {t('marketing.product.toAdmin', { name: product.name })}
                </Link>
              </div>
            </Card>
          </>
        )}
      </QueryState>
    </Page>
  );
}
