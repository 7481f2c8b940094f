import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useShops } from '../api/get-shops.ts';
import { ShopGrid } from '../components/shop-card.tsx';
import { ShopsMap } from '../components/shops-map.tsx';

export function CityPage() {
  const { t } = useTranslation();
  const { plaats = '' } = useParams();
  const shops = useShops(plaats);
  const name = shops.data?.[0]?.plaats ?? plaats;
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
