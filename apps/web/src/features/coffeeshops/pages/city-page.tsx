import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useShops } from '../api/get-shops.ts';
import { ShopGrid } from '../components/shop-card.tsx';
import { ShopsMap } from '../components/shops-map.tsx';

export function CityPage() {
  const { t } = useTranslation();
  const { plaats = '' } = useParams();
  const shops = useShops(plaats);
  const name = shops.data?.[0]?.plaats ?? plaats;
  // A town without a live shop: the server answered 404 too (ADR 088).
  if (isNotFound(shops.error)) return <NotFoundPage />;
  return (
    <Page title={t('coffeeshops.inCity', { plaats: name })} wide>
      <Link to="/coffeeshops" className="text-sm text-brand underline">
        {t('coffeeshops.backToAll')}
      </Link>
      <h1 className="mt-2 mb-6 text-3xl font-bold">{t('coffeeshops.inCity', { plaats: name })}</h1>
      <QueryState query={shops}>
        {(data) => (
          <>
            <ShopsMap shops={data} className="mb-6 h-72" />
            <ShopGrid shops={data} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
