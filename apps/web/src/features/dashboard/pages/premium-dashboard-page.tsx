import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAuth } from '../../auth/index.ts';
import { ShopGrid, useOnlineMenus } from '../../coffeeshops/index.ts';

/** /premium-dashboard (verified accounts): the coffeeshops whose menu a verified visitor may open online. */
export function PremiumDashboardPage() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const shops = useOnlineMenus();
  return (
    <Page title={t('premium.title')} wide>
      <h1 className="text-3xl font-bold">{t('premium.title')}</h1>
      <p className="mb-2 text-zinc-600 dark:text-zinc-400">{t('premium.welcome', { name: me?.profile.firstName ?? '' })}</p>
      <p className="mb-6 text-sm text-zinc-500">{t('premium.intro')}</p>
      <h2 className="mb-3 text-xl font-semibold">{t('premium.onlineMenus')}</h2>
      <QueryState query={shops}>
        {(data) => (data.length === 0 ? <p className="text-zinc-500">{t('premium.none')}</p> : <ShopGrid shops={data} />)}
      </QueryState>
    </Page>
  );
}
