import type { MerchandiseOrder } from '@platform/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMerchandiseTexts } from '../texts.ts';

/** Order requests, newest first: who, what, how many, and their message; the seller answers by e-mail. */
export function OrdersList({ query, showSeller = false }: { query: UseQueryResult<MerchandiseOrder[]>; showSeller?: boolean }) {
  const { t } = useMerchandiseTexts();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="merchandise-orders-title">
      <h3 id="merchandise-orders-title" className="font-semibold">
        {t('merchandise.orders.title')}
      </h3>
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-zinc-500">{t('merchandise.orders.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('merchandise.orders.title')}>
              {rows.map((row) => (
                <li key={row.id} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                  <p className="font-medium">
                    {t('merchandise.orders.line', { quantity: row.quantity, item: row.merchandiseName })}
                    {row.size ? ` · ${t('merchandise.orders.size', { size: row.size })}` : ''}
                  </p>
                  <p className="break-words text-sm">
                    {row.name} · <a href={`mailto:${row.email}`}>{row.email}</a>
                  </p>
                  <p className="text-sm text-zinc-500">
                    {t('merchandise.orders.at', { date: formatDate(row.createdAt, true) })}
                    {showSeller ? ` · ${t('merchandise.orders.seller')}: ${row.seller.name}` : ''}
                  </p>
                  {row.message ? <p className="mt-2 whitespace-pre-line text-sm">{row.message}</p> : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
