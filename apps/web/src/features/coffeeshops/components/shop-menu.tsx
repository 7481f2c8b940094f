import { type CoffeeshopDetail, type MenuProduct, PRODUCT_CATEGORIES, photoUrl } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ProductPhoto } from '../../../components/ui/product-photo.tsx';
import { formatEuro, formatPercent } from '../../../lib/format.ts';
import { useImagePreload } from '../../../lib/use-image-preload.ts';
import { useAccount } from '../../auth/index.ts';
import { FavoriteButton } from '../../favorites/index.ts';

function ProductRow({ product }: { product: MenuProduct }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 border-b border-zinc-100 py-2 last:border-0 dark:border-zinc-800">
      <div className="flex min-w-0 items-center gap-3">
        <ProductPhoto foto={product.foto} className="h-14 w-14" />
        <div className="flex flex-col">
          <span className="font-medium">
            {product.naam} {product.lowStock ? <Badge tone="warning">{t('coffeeshops.lowStock')}</Badge> : null}
          </span>
          <span className="text-xs text-zinc-500">
            {product.type}
            {product.thc !== null ? ` · THC ${formatPercent(product.thc)}` : ''}
            {product.cbd !== null ? ` · CBD ${formatPercent(product.cbd)}` : ''}
            {product.teler ? ` · ${product.teler}` : ''}
          </span>
        </div>
      </div>
      <div className="flex items-start gap-1">
        <div className="text-right text-sm">
          {product.displayPrice !== null ? (
            <div className="font-semibold">{t('coffeeshops.from', { price: formatEuro(product.displayPrice) })}</div>
          ) : null}
          <div className="text-xs text-zinc-500">
            {Object.entries(product.prijzen)
              .map(([size, price]) => `${size} ${formatEuro(price)}`)
              .join(' · ')}
          </div>
        </div>
        <FavoriteButton item={{ kind: 'product', targetId: product.id }} name={product.naam} compact />
      </div>
    </li>
  );
}

/** The product photos in the order the menu shows them, for the progressive preload. */
function menuPhotoUrls(menu: readonly MenuProduct[] | null): string[] {
  if (!menu) return [];
  return PRODUCT_CATEGORIES.flatMap((category) =>
    menu.flatMap((product) => (product.category === category && product.foto ? [photoUrl(product.foto, 'thumbnail')] : [])),
  );
}

/** The menu grouped by category, or why it is not shown here. */
export function ShopMenu({ shop }: { shop: CoffeeshopDetail }) {
  const { t } = useTranslation();
  const { me } = useAccount();
  useImagePreload(menuPhotoUrls(shop.menu));
  if (shop.menu === null) {
    return (
      <div role="note" className="rounded-lg border border-zinc-200 bg-zinc-50 p-4 text-sm dark:border-zinc-800 dark:bg-zinc-900">
        {shop.menuVisibility === 'verified' ? (
          <>
            <p>{t('coffeeshops.menuVerified')}</p>
            <Link to={me ? '/profile?tab=verification' : '/auth'} className={buttonClass('secondary', 'mt-3')}>
              {me ? t('coffeeshops.menuVerifiedVerify') : t('coffeeshops.menuVerifiedLogin')}
            </Link>
          </>
        ) : (
          <p>{t('coffeeshops.menuInStore')}</p>
        )}
      </div>
    );
  }
  if (shop.menu.length === 0) return <p className="text-zinc-500">{t('coffeeshops.menuEmpty')}</p>;
  const menu = shop.menu;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PRODUCT_CATEGORIES.map((category) => {
        const items = menu.filter((product) => product.category === category);
        if (items.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`menu-${category}`}>
            <h3 id={`menu-${category}`} className="mb-2 text-lg font-semibold">
              {t(`coffeeshops.categories.${category}`)}
            </h3>
            <ul>
              {items.map((product) => (
                <ProductRow key={product.id} product={product} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
