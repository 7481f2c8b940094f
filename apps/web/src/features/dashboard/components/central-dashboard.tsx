import {
  BadgeCheck,
  BarChart3,
  CalendarCheck,
  CalendarClock,
  ClipboardList,
  Megaphone,
  Monitor,
  Package,
  Shield,
  Sprout,
  Store,
  UserCog,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useDashboardTexts } from '../texts.ts';
import { moduleCards, NavCardGrid } from './nav-card.tsx';
import { WelcomeHeading } from './welcome-heading.tsx';

// Only modules that exist as routes (router.tsx); the spec's other modules have no page yet.
// This dashboard is shown to admins and superadmins only (dashboard-page.tsx), so every module is theirs.
const MODULES = [
  { key: 'menu', to: '/menu-management', icon: ClipboardList },
  { key: 'screens', to: '/digital-manager', icon: Monitor },
  { key: 'horeca', to: '/horeca-manager', icon: UtensilsCrossed },
  { key: 'community', to: '/community-maker', icon: Users },
  { key: 'social', to: '/social-manager', icon: Megaphone },
  { key: 'shops', to: '/admin-coffeeshops', icon: Store },
  { key: 'products', to: '/admin/products', icon: Package },
  { key: 'growers', to: '/admin/grower-manager', icon: Sprout },
  { key: 'users', to: '/user-management', icon: UserCog },
  { key: 'verifications', to: '/admin/verifications', icon: BadgeCheck },
  { key: 'reservations', to: '/admin/foodee/reservations', icon: CalendarCheck },
  { key: 'reports', to: '/report-manager', icon: BarChart3 },
  { key: 'staff', to: '/staff-planner', icon: CalendarClock },
] as const;

export function CentralDashboard() {
  const { t } = useDashboardTexts();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <WelcomeHeading />
          <p className="text-zinc-600 dark:text-zinc-400">{t('dashboard.centralIntro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin" className={buttonClass('secondary')}>
            <Shield className="h-4 w-4" aria-hidden="true" />
            {t('dashboard.adminPanel')}
          </Link>
          <Link to="/report-manager" className={buttonClass('secondary')}>
            <BarChart3 className="h-4 w-4" aria-hidden="true" />
            {t('dashboard.statistics')}
          </Link>
        </div>
      </div>
      <NavCardGrid
        className="grid gap-4 sm:grid-cols-2"
        cards={[
          { to: '/menu-management', icon: ClipboardList, title: t('dashboard.manageMenu'), text: t('dashboard.manageMenuText') },
          { to: '/menu-display', icon: Monitor, title: t('dashboard.viewDisplays'), text: t('dashboard.viewDisplaysText') },
        ]}
      />
      <h2 className="mt-8 mb-4 text-xl font-semibold">{t('dashboard.modules')}</h2>
      <NavCardGrid className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" cards={moduleCards(t, MODULES)} />
    </>
  );
}
