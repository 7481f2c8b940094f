import { FAVORITE_KINDS, type Favorite } from '@platform/core';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useFavorites } from '../api/get-favorites.ts';
import { FavoriteButton } from '../components/favorite-button.tsx';

function FavoriteList({ items }: { items: Favorite[] }) {
  return (
    <ul className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
      {items.map((item) => (
        <li key={`${item.kind}:${item.targetId}`} className="flex items-center justify-between gap-3 py-3">
          <div className="flex flex-col">
            <Link to={item.href} className="font-medium text-brand underline">
              {item.title}
            </Link>
            <span className="text-sm text-zinc-500">{item.subtitle}</span>
          </div>
          <FavoriteButton item={{ kind: item.kind, targetId: item.targetId }} name={item.title} compact />
        </li>
      ))}
    </ul>
  );
}

/** Saved coffeeshops, products and venues, grouped by kind, each linking to its page. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  return (
    <Page title={t('favorites.title')}>
      <h1 className="mb-2 text-3xl font-bold">{t('favorites.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('favorites.intro')}</p>
      <QueryState query={favorites}>
        {(items) =>
          items.length === 0 ? (
            <Card className="flex flex-col items-start gap-3">
              <Heart className="h-6 w-6 text-brand" aria-hidden="true" />
              <p>{t('favorites.empty')}</p>
              <Link to="/coffeeshops" className={buttonClass('primary')}>
                {t('favorites.browse')}
              </Link>
            </Card>
          ) : (
            <div className="flex flex-col gap-6">
              {FAVORITE_KINDS.map((kind) => {
                const group = items.filter((item) => item.kind === kind);
                if (group.length === 0) return null;
                return (
                  <section key={kind} aria-labelledby={`favorites-${kind}`}>
                    <h2 id={`favorites-${kind}`} className="mb-2 text-xl font-semibold">
                      {t(`favorites.kinds.${kind}`)}
                    </h2>
                    <Card>
                      <FavoriteList items={group} />
                    </Card>
                  </section>
                );
              })}
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
