import { activeCategories, pagesByHeight, photoUrl, type ScreenFeed } from '@platform/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { useImagePreload } from '../../../lib/use-image-preload.ts';
import { useMeasuredRows } from '../hooks/use-measured-rows.ts';
import { BoardRow } from './board-row.tsx';

const PAGE_MS = 10_000;

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The TV board for 720p, 1080p, 4K and portrait screens: type scales with the
 * screen's short side (vmin), and a page holds the rows that fit, measured in the
 * browser, in the layout's columns. Pages turn every 10 s.
 */
export function MenuBoard({ feed, offline }: { feed: ScreenFeed; offline: boolean }) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const { layout } = feed.screen;
  const categories = activeCategories(layout, now);
  const items = useMemo(
    () => categories.flatMap((category) => feed.products.filter((product) => product.category === category)),
    [categories, feed.products],
  );
  // Photos of later pages are fetched (and kept by the service worker) before their page turns, also for offline use.
  useImagePreload(items.flatMap((product) => (product.foto ? [photoUrl(product.foto, 'thumbnail')] : [])));
  const { boardRef, measureRef, columnWidth, available, heights } = useMeasuredRows(layout.columns, items);
  const board = useMemo(
    () => (heights ? pagesByHeight(heights, available, layout.columns) : [[[]]]),
    [heights, available, layout.columns],
  );
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (board.length <= 1) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % board.length), PAGE_MS);
    return () => clearInterval(timer);
  }, [board.length]);
  const shown = board[page % board.length] ?? [[]];

  return (
    <div className="flex h-screen flex-col overflow-hidden bg-zinc-950 px-[3vmin] py-[2.5vmin] text-zinc-50">
      <header className="mb-[2vmin] flex items-baseline justify-between gap-[3vmin]">
        <h1 className="min-w-0 text-[clamp(1.75rem,5vmin,7rem)] leading-tight font-bold text-brand">{feed.shop.name}</h1>
        <div className="flex shrink-0 items-baseline gap-[2.5vmin]">
          {offline ? (
            <span
              role="status"
              className="rounded bg-amber-500/20 px-[1vmin] py-[0.4vmin] text-[clamp(0.875rem,2vmin,2.5rem)] text-amber-300"
            >
              {t('screens.offline')}
            </span>
          ) : null}
          {board.length > 1 ? (
            <span className="text-[clamp(1rem,2.4vmin,3rem)] text-zinc-400">
              {t('screens.page', { page: (page % board.length) + 1, pages: board.length })}
            </span>
          ) : null}
          <time className="text-[clamp(1.5rem,4vmin,5.5rem)] tabular-nums" dateTime={now.toISOString()}>
            {formatTime(now)}
          </time>
        </div>
      </header>
      {items.length === 0 ? <p className="text-[clamp(1.25rem,3vmin,4rem)] text-zinc-400">{t('screens.empty')}</p> : null}
      <div ref={boardRef} className="relative min-h-0 flex-1">
        <div className="grid h-full gap-x-[4vmin]" style={{ gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))` }}>
          {shown.map((column, index) => (
            // Columns are positions on the page: the index is their identity.
            <ul key={index} className="@container flex min-w-0 flex-col">
              {column.map((row) => {
                const product = items[row];
                return product ? <BoardRow key={product.id} product={product} /> : null;
              })}
            </ul>
          ))}
        </div>
        {/* The same rows at the column's width, invisible, to measure how many fit. */}
        <ul
          ref={measureRef}
          aria-hidden="true"
          className="@container invisible absolute top-0 left-0 flex flex-col"
          style={{ width: columnWidth }}
        >
          {items.map((product) => (
            <BoardRow key={product.id} product={product} measuring />
          ))}
        </ul>
      </div>
    </div>
  );
}
