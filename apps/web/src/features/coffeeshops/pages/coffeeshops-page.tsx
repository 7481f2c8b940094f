import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useCities } from '../api/get-cities.ts';
import { useShops } from '../api/get-shops.ts';
import { ShopGrid } from '../components/shop-card.tsx';
import { ShopsMap } from '../components/shops-map.tsx';

export function CoffeeshopsPage() {
  const { t } = useTranslation();
  const cities = useCities();
  const shops = useShops();
  return (
    <Page title={t('coffeeshops.title')} wide>
      <h1 className="text-3xl font-bold">{t('coffeeshops.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('coffeeshops.intro')}</p>
      <h2 className="mb-3 text-xl font-semibold">{t('coffeeshops.cities')}</h2>
      <QueryState query={cities}>
        {(data) => (
          <ul className="mb-8 grid gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {data.map((city) => (
              <li key={city.plaatsSlug}>
                <Link
                  to={`/coffeeshops/${city.plaatsSlug}`}
                  className="flex items-center justify-between rounded-lg border border-zinc-200 px-3 py-2 hover:border-brand dark:border-zinc-800"
                >
                  <span className="font-medium">{city.plaats}</span>
                  <span className="text-sm text-zinc-500">{t('coffeeshops.shopsCount', { count: city.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <h2 className="mb-3 text-xl font-semibold">{t('coffeeshops.allShops')}</h2>
      <QueryState query={shops}>
        {(data) => (
          <>
            <ShopsMap shops={data} className="mb-6 h-80" />
            <ShopGrid shops={data} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
