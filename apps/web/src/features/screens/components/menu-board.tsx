import { activeCategories, pages, type ScreenFeed } from '@platform/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPhoto } from '../../../components/ui/product-photo.tsx';
import { formatEuro } from '../../../lib/format.ts';

const ROW_PX = 84;
const HEADER_PX = 140;
const PAGE_MS = 10_000;

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function useViewportHeight() {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

const TIME = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });

/** The TV board: large type, the layout's columns and categories for this daypart, pages that turn every 10 s. */
export function MenuBoard({ feed, offline }: { feed: ScreenFeed; offline: boolean }) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const height = useViewportHeight();
  const { layout } = feed.screen;
  const categories = activeCategories(layout, now);
  const items = useMemo(
    () =>
      categories.flatMap((category) =>
        feed.products
          .filter((product) => product.category === category)
          .map((product, index) => ({ product, first: index === 0 })),
      ),
    [categories, feed.products],
  );
  const perPage = Math.max(1, Math.floor((height - HEADER_PX) / ROW_PX)) * layout.columns;
  const board = pages(items, perPage);
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (board.length <= 1) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % board.length), PAGE_MS);
    return () => clearInterval(timer);
  }, [board.length]);
  const shown = board[page % board.length] ?? [];

  return (
    <div className="flex h-screen flex-col overflow-hidden bg-zinc-950 px-10 py-6 text-zinc-50">
      <header className="mb-4 flex items-baseline justify-between">
        <h1 className="text-5xl font-bold text-brand">{feed.shop.name}</h1>
        <div className="flex items-baseline gap-6">
          {offline ? (
            <span role="status" className="rounded bg-amber-500/20 px-3 py-1 text-lg text-amber-300">
              {t('screens.offline')}
            </span>
          ) : null}
          {board.length > 1 ? (
            <span className="text-2xl text-zinc-400">
              {t('screens.page', { page: (page % board.length) + 1, pages: board.length })}
            </span>
          ) : null}
          <time className="text-4xl tabular-nums" dateTime={now.toISOString()}>
            {TIME.format(now)}
          </time>
        </div>
      </header>
      {shown.length === 0 ? <p className="text-3xl text-zinc-400">{t('screens.empty')}</p> : null}
      <ul
        className="grid flex-1 content-start gap-x-12"
        style={{ gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))` }}
      >
        {shown.map(({ product }) => (
          <li key={product.id} className="flex items-center justify-between border-b border-zinc-800" style={{ height: ROW_PX }}>
            <ProductPhoto foto={product.foto} className="mr-4 h-16 w-16" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-3xl font-semibold">{product.naam}</p>
              <p className="text-xl text-zinc-400">
                {t(`coffeeshops.categories.${product.category}`)}
                {product.thc !== null ? ` · THC ${product.thc}%` : ''}
                {product.cbd !== null ? ` · CBD ${product.cbd}%` : ''}
              </p>
            </div>
            <p className="ml-4 text-right text-3xl font-bold tabular-nums" data-testid={`price-${product.id}`}>
              {Object.entries(product.prijzen)
                .map(([size, price]) => `${size} ${formatEuro(price)}`)
                .join('  ')}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
