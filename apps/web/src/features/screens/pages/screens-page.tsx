import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { ManagedShopPicker } from '../../menu/index.ts';
import { ScreensPanel } from '../components/screens-panel.tsx';

/** /digital-manager, /digitale-schermen (signed in), /admin/menu-display, /admin/kiosk-manager. */
export function ScreensPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.manage.title')} wide>
      <h1 className="text-3xl font-bold">{t('screens.manage.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('screens.manage.intro')}</p>
      <ManagedShopPicker>{(shop) => <ScreensPanel key={shop.id} shopId={shop.id} />}</ManagedShopPicker>
    </Page>
  );
}
