import { SEARCH_PAGE_SIZE } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { trackSearchResult } from '../../analytics/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useSearch } from '../api/get-search-results.ts';

/** /search and /zoeken: one box, results grouped by kind, paged. The query lives in the URL. */
export function SearchPage() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const results = useSearch(q, page, me?.user.id ?? 'anoniem');
  const data = results.data;
  const lastPage = data
    ? Math.max(1, Math.ceil(Math.max(data.shops.total, data.products.total, data.telers.total) / SEARCH_PAGE_SIZE))
    : 1;
  const empty = data && data.cities.length + data.shops.total + data.products.total + data.telers.total === 0;

  return (
    <Page title={q ? `${t('search.title')}: ${q}` : t('search.title')} wide>
      <h1 className="mb-4 text-3xl font-bold">{t('search.title')}</h1>
      <search>
        <form
          className="mb-6 flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setParams({ q: draft.trim() });
          }}
        >
          <label htmlFor="search-q" className="sr-only">
            {t('search.label')}
          </label>
          <input
            id="search-q"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('search.placeholder')}
            className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
          />
          <Button type="submit">{t('search.submit')}</Button>
        </form>
      </search>
      {q && q.trim().length < 2 ? <p role="alert">{t('search.tooShort')}</p> : null}
      {results.isFetching && !data ? <Spinner /> : null}
      {results.isError ? <p role="alert">{results.error.message}</p> : null}
      {empty ? <p>{t('search.none', { q })}</p> : null}
      {data && !empty ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-live="polite">
          {data.cities.length > 0 ? (
            <Card>
              <h2 className="mb-2 text-lg font-semibold">{t('search.cities')}</h2>
              <ul>
                {data.cities.map((city) => (
                  <li key={city.plaatsSlug}>
                    <Link to={`/coffeeshops/${city.plaatsSlug}`} className="text-brand underline">
                      {city.plaats}
                    </Link>{' '}
                    <span className="text-sm text-zinc-500">({formatNumber(city.count)})</span>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {data.shops.total > 0 ? (
            <Card>
              <h2 className="mb-2 text-lg font-semibold">
                {t('search.shops')}{' '}
                <span className="text-sm font-normal text-zinc-500">{t('search.total', { count: data.shops.total })}</span>
              </h2>
              <ul>
                {data.shops.items.map((shop) => (
                  <li key={shop.id}>
                    <Link
                      to={`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`}
                      onClick={() => trackSearchResult(`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`)}
                      className="text-brand underline"
                    >
                      {shop.name}
                    </Link>{' '}
                    <span className="text-sm text-zinc-500">{shop.plaats}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <Card>
            <h2 className="mb-2 text-lg font-semibold">
              {t('search.products')}{' '}
              <span className="text-sm font-normal text-zinc-500">{t('search.total', { count: data.products.total })}</span>
            </h2>
            <ul>
              {data.products.items.map((product) => (
                <li key={product.naam} className="py-1">
                  <span className="font-medium">{product.naam}</span>{' '}
                  <span className="text-sm text-zinc-500">
                    {t(`coffeeshops.categories.${product.category}`, { defaultValue: product.category })}
                  </span>
                  <ul className="ml-4 text-sm">
                    {product.shops.map((shop) => (
                      <li key={`${shop.plaatsSlug}/${shop.slug}`}>
                        {/* 24 px tall: stacked links each need a target of their own (WCAG 2.5.8). */}
                        <Link
                          to={`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`}
                          onClick={() => trackSearchResult(`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`)}
                          className="inline-block py-0.5 text-brand underline"
                        >
                          {t('search.at', { shop: `${shop.name}, ${shop.plaats}` })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-zinc-500">{t('search.productsNote')}</p>
          </Card>
          {data.telers.total > 0 ? (
            <Card>
              <h2 className="mb-2 text-lg font-semibold">{t('search.telers')}</h2>
              <ul>
                {data.telers.items.map((teler) => (
                  <li key={teler.id}>
                    {teler.naam} <span className="text-sm text-zinc-500">{teler.plaats}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
      ) : null}
      {data && !empty && lastPage > 1 ? (
        <Pager page={page} pages={lastPage} onChange={(next) => setParams({ q, page: String(next) })} />
      ) : null}
    </Page>
  );
}
