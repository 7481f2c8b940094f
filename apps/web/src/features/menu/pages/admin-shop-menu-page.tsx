import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useManagedShops } from '../api/get-managed-shops.ts';
import { ProductForm } from '../components/product-form.tsx';
import { ShopTabs } from './menu-management-page.tsx';

/** /admin-coffeeshops/{id}/menu and …/menu/product: one shop's menu and details, or a new product for it. */
export function AdminShopMenuPage({ newProduct = false }: { newProduct?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { coffeeshopId = '' } = useParams();
  const shops = useManagedShops();
  const shop = shops.data?.find((item) => item.id === coffeeshopId);
  return (
    <Page title={shop ? t('adminShops.menuOf', { name: shop.name }) : t('adminShops.title')} wide>
      <Link to="/admin-coffeeshops" className="text-sm text-brand underline">
        {t('adminShops.back')}
      </Link>
      {shops.isPending ? <Spinner /> : null}
      {shops.data && !shop ? (
        <p role="alert" className="mt-4">
          {t('coffeeshops.notFound')}
        </p>
      ) : null}
      {shop ? (
        <>
          <h1 className="mt-2 mb-4 text-3xl font-bold">
            {t('adminShops.menuOf', { name: shop.name })} <span className="text-lg font-normal text-zinc-500">{shop.plaats}</span>
          </h1>
          {newProduct ? (
            <ProductForm shopId={shop.id} product={null} onDone={() => navigate(`/admin-coffeeshops/${shop.id}/menu`)} />
          ) : (
            <ShopTabs shop={shop} />
          )}
        </>
      ) : null}
    </Page>
  );
}
