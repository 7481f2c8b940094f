import { BarChart3, ClipboardList, LogOut, Monitor } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuth } from '../../auth/index.ts';
import { useDashboardTexts } from '../texts.ts';
import { DemoCatalogue } from './demo-catalogue.tsx';
import { NavCardGrid } from './nav-card.tsx';
import { WelcomeHeading } from './welcome-heading.tsx';

/** The spec's demo dashboard: read-only, three demo modules, upgrade banner, log-out. */
export function DemoDashboard() {
  const { t } = useDashboardTexts();
  const { signOut } = useAuth();
  const modules = [
    {
      icon: ClipboardList,
      title: t('dashboard.demoModuleMenu'),
      text: t('dashboard.demoModuleMenuText'),
      status: t('dashboard.demoStatusDemo'),
    },
    {
      icon: Monitor,
      title: t('dashboard.demoModuleScreens'),
      text: t('dashboard.demoModuleScreensText'),
      status: t('dashboard.demoStatusDemo'),
    },
    {
      icon: BarChart3,
      title: t('dashboard.demoModuleReports'),
      text: t('dashboard.demoModuleReportsText'),
      status: t('dashboard.demoStatusExample'),
    },
  ];
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <WelcomeHeading />
        <Badge tone="warning">{t('dashboard.demoBadge')}</Badge>
      </div>
      <p
        role="note"
        className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
      >
        {t('dashboard.demoWarning')}
      </p>
      <h2 className="mb-4 text-xl font-semibold">{t('dashboard.demoModules')}</h2>
      <NavCardGrid
        className="grid gap-4 sm:grid-cols-3"
        cards={modules.map(({ status, ...module }) => ({ ...module, to: '/menu-display', badge: <Badge>{status}</Badge> }))}
      />
      <DemoCatalogue />
      <Card borderColor="border-brand/40" className="mt-8 flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t('dashboard.upgradeTitle')}</h2>
        <p className="text-zinc-600 dark:text-zinc-400">{t('dashboard.upgradeText')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/abonnementen" className={buttonClass('primary')}>
            {t('dashboard.upgradePlans')}
          </Link>
          <Link to="/ai-assistent" className={buttonClass('secondary')}>
            {t('dashboard.upgradeAssistant')}
          </Link>
        </div>
      </Card>
      <Button variant="ghost" className="mt-6" onClick={() => void signOut()}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t('header.logout')}
      </Button>
    </>
  );
}
