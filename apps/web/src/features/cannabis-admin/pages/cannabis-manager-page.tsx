import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useCannabisOverview } from '../api/get-cannabis-overview.ts';

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="text-3xl font-bold">{value}</span>
      <span className="text-sm text-zinc-600 dark:text-zinc-400">{label}</span>
    </>
  );
  return (
    <Card className="flex flex-col gap-1">
      {to ? (
        <Link to={to} className="flex flex-col gap-1 hover:text-brand">
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}

/** /admin/cannabis-manager: where menus show, stock warnings (AHOJG 500 g), growers and screens, with links to act. */
export function CannabisManagerPage() {
  const { t } = useTranslation();
  const overview = useCannabisOverview();
  return (
    <Page title={t('cannabisManager.title')} wide>
      <h1 className="mb-6 text-3xl font-bold">{t('cannabisManager.title')}</h1>
      <QueryState query={overview}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Figure label={t('cannabisManager.shops')} value={data.shops} to="/admin-coffeeshops" />
              <Figure label={t('cannabisManager.products')} value={data.products} to="/admin/products" />
              <Figure label={t('cannabisManager.lowStock')} value={data.lowStockProducts} to="/admin/products?lowStock=true" />
              <Figure label={t('cannabisManager.screens')} value={data.activeScreens} to="/admin/menu-display" />
              <Figure label={t('cannabisManager.telers')} value={data.telers} to="/admin/grower-manager" />
              <Figure label={t('cannabisManager.designated')} value={data.designatedGrowers} to="/admin/grower-manager" />
              <Figure label={t('cannabisManager.withoutOwner')} value={data.shopsWithoutOwner} to="/admin-coffeeshops" />
            </div>
            <Card>
              <h2 className="mb-2 text-lg font-semibold">{t('cannabisManager.visibility')}</h2>
              <p className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">{t('cannabisManager.visibilityText')}</p>
              <ul className="text-sm">
                {(['in_store', 'verified', 'public'] as const).map((visibility) => (
                  <li key={visibility}>
                    {t(`cannabisManager.visibilities.${visibility}`)}: <strong>{data.shopsByVisibility[visibility]}</strong>
                  </li>
                ))}
              </ul>
            </Card>
            <Card>
              <h2 className="mb-2 text-lg font-semibold">{t('cannabisManager.stockTitle')}</h2>
              {data.shopsOverStockLimit.length === 0 ? (
                <p className="text-sm text-zinc-500">{t('cannabisManager.stockOk')}</p>
              ) : (
                // The list stays a list for screen readers; the alert role sits on its wrapper.
                <div role="alert">
                  <ul className="text-sm">
                    {data.shopsOverStockLimit.map((shop) => (
                      <li key={shop.id}>
                        <Link to={`/admin-coffeeshops/${shop.id}/menu`} className="text-brand underline">
                          {shop.name}
                        </Link>{' '}
                        ({shop.plaats}): {t('cannabisManager.grams', { grams: Math.round(shop.grams) })}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </Card>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
