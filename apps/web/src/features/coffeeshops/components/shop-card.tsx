import type { CoffeeshopSummary } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';

export function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={open ? 'brand' : 'neutral'}>{open ? t('coffeeshops.openNow') : t('coffeeshops.closed')}</Badge>;
}

export function ShopCard({ shop }: { shop: CoffeeshopSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`}
      className="flex flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-4 hover:border-brand dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{shop.name}</h3>
        <OpenBadge open={shop.openNow} />
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {shop.address}, {shop.plaats}
      </p>
      <div className="flex flex-wrap gap-2">
        {shop.residentsOnly ? <Badge tone="warning">{t('coffeeshops.residentsOnly')}</Badge> : null}
        {shop.wietexperiment ? <Badge>{t('coffeeshops.wietexperiment')}</Badge> : null}
      </div>
    </Link>
  );
}

export function ShopGrid({ shops }: { shops: ReadonlyArray<CoffeeshopSummary> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {shops.map((shop) => (
        <ShopCard key={shop.id} shop={shop} />
      ))}
    </div>
  );
}
