import { photoUrl } from '@platform/core';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useMerchandise } from '../api/public.ts';
import { formatCents } from '../components/price.ts';
import { useMerchandiseTexts } from '../texts.ts';

/**
 * The form with the form library and its zod schema as a chunk of its own (bundle budget, ADR 087; the contact
 * page's pattern, ADR 082): the server's HTML shows it at once and the browser takes it over when its code is in
 * (the page is not marked ready until then, ADR 085).
 */
const OrderForm = lazyPage(() => import('../components/order-form.tsx'), 'OrderForm');

/** /merchandise/{id}: a published item with its photos, price, sizes and stock, and the order request form. */
export function MerchandisePage() {
  const { t } = useMerchandiseTexts();
  const { id = '' } = useParams();
  const item = useMerchandise(id);
  if (item.isPending) return <Spinner />;
  if (isNotFound(item.error)) return <NotFoundPage />;
  return (
    <QueryState query={item}>
      {(data) => (
        <Page title={data.name}>
          <div className="flex flex-col gap-4">
            <div className="grid gap-4 md:grid-cols-2">
              <div className="flex flex-col gap-2">
                {data.images.length === 0 ? (
                  <div className="flex aspect-square items-center justify-center rounded-xl bg-zinc-100 text-zinc-500 dark:bg-zinc-800">
                    {t('merchandise.noImage')}
                  </div>
                ) : (
                  data.images.map((url, index) => (
                    <img
                      key={url}
                      src={photoUrl(url, 'card')}
                      alt={t('merchandise.imageAlt', { index: index + 1, name: data.name })}
                      width={500}
                      height={500}
                      className="w-full rounded-xl object-cover"
                      loading={index === 0 ? 'eager' : 'lazy'}
                    />
                  ))
                )}
              </div>
              <div className="flex min-w-0 flex-col gap-3">
                <h1 className="break-words text-3xl font-bold">{data.name}</h1>
                <p className="text-2xl font-semibold">
                  {formatCents(data.priceCents)}{' '}
                  <span className="text-sm font-normal text-zinc-500">{t('merchandise.perPiece')}</span>
                </p>
                <p className="text-sm">
                  {t('merchandise.soldBy')}{' '}
                  {data.seller.path ? (
                    <Link to={data.seller.path} className="underline">
                      {data.seller.name}
                    </Link>
                  ) : data.seller.kind === 'platform' ? (
                    t('merchandise.platform')
                  ) : (
                    data.seller.name
                  )}
                </p>
                <p className="text-sm" role="status">
                  {data.stock > 0 ? t('merchandise.inStock', { count: data.stock }) : t('merchandise.soldOut')}
                </p>
                {data.sizes.length > 0 ? (
                  <div className="text-sm">
                    <h2 className="font-semibold">{t('merchandise.sizes')}</h2>
                    <ul className="flex flex-wrap gap-2">
                      {data.sizes.map((entry) => (
                        <li key={entry.size} className="rounded-md border border-zinc-200 px-2 py-1 dark:border-zinc-700">
                          {entry.stock > 0
                            ? t('merchandise.sizeStock', { size: entry.size, count: entry.stock })
                            : `${entry.size}: ${t('merchandise.soldOut')}`}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {data.description ? <p className="whitespace-pre-line break-words">{data.description}</p> : null}
              </div>
            </div>
            <Card>
              <Suspense fallback={<Spinner />}>
                <OrderForm item={data} />
              </Suspense>
            </Card>
          </div>
        </Page>
      )}
    </QueryState>
  );
}
