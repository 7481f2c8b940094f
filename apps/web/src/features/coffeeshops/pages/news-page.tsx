import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useShopNews } from '../api/get-shop-news.ts';

export function NewsPage() {
  const { t } = useTranslation();
  const { plaats = '', coffeeshopSlug = '', newsSlug = '' } = useParams();
  const news = useShopNews(plaats, coffeeshopSlug, newsSlug);
  return (
    <Page title={news.data?.title ?? t('coffeeshops.news')}>
      <QueryState query={news}>
        {(data) => (
          <article className="flex flex-col gap-3">
            <Link
              to={`/coffeeshops/${data.coffeeshop.plaatsSlug}/${data.coffeeshop.slug}`}
              className="text-sm text-brand underline"
            >
              {t('coffeeshops.backToShop', { name: data.coffeeshop.name })}
            </Link>
            <h1 className="text-3xl font-bold">{data.title}</h1>
            <p className="text-sm text-zinc-500">{t('coffeeshops.published', { date: formatDate(data.publishedAt) })}</p>
            <p className="whitespace-pre-wrap">{data.body}</p>
          </article>
        )}
      </QueryState>
    </Page>
  );
}
