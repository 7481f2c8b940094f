import type { ScreenFeed } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { ProductPhoto } from '../../../components/ui/product-photo.tsx';
import { formatEuro, formatPercent } from '../../../lib/format.ts';

type Product = ScreenFeed['products'][number];

/**
 * One product on the TV: the full name (it wraps, never cut), category and
 * THC/CBD, and the prices per size, which wrap too: beside the name in a wide
 * column, below it in a narrow one (portrait). Its height is whatever the content
 * needs; the board measures it. The list around it is the size container.
 */
export function BoardRow({ product, measuring = false }: { product: Product; measuring?: boolean }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex flex-col gap-x-[2vmin] border-b border-zinc-800 py-[1.1vmin] @[34rem]:flex-row @[34rem]:items-start @[34rem]:justify-between"
      data-screen-row={measuring ? undefined : product.id}
    >
      <div className="flex min-w-0 items-start gap-[1.6vmin]">
        <ProductPhoto foto={product.foto} className="h-[clamp(2.5rem,7vmin,10rem)] w-[clamp(2.5rem,7vmin,10rem)] shrink-0" />
        <div className="min-w-0">
          <p className="text-[clamp(1.125rem,3.2vmin,4.5rem)] leading-tight font-semibold break-words">{product.naam}</p>
          <p className="text-[clamp(0.875rem,2vmin,2.75rem)] leading-snug text-zinc-400">
            {t(`coffeeshops.categories.${product.category}`)}
            {product.thc !== null ? ` · THC ${formatPercent(product.thc)}` : ''}
            {product.cbd !== null ? ` · CBD ${formatPercent(product.cbd)}` : ''}
          </p>
        </div>
      </div>
      <p
        className="flex shrink-0 flex-wrap gap-x-[1.6vmin] text-[clamp(1rem,2.8vmin,4rem)] leading-tight font-bold tabular-nums @[34rem]:max-w-[55%] @[34rem]:justify-end @[34rem]:text-right"
        data-testid={measuring ? undefined : `price-${product.id}`}
      >
        {Object.entries(product.prijzen).map(([size, price]) => (
          <span key={size} className="whitespace-nowrap">
            {size} {formatEuro(price)}
          </span>
        ))}
      </p>
    </li>
  );
}
