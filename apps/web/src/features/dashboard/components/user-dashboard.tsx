import { passesVerification } from '@platform/core';
import {
  BadgeCheck,
  BarChart3,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Heart,
  Mail,
  MapPin,
  Megaphone,
  MessagesSquare,
  Monitor,
  Smartphone,
  User,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { useAuth } from '../../auth/index.ts';
import { useManagedVenues } from '../../horeca/index.ts';
import { useManagedShops } from '../../menu/index.ts';
import { useDashboardTexts } from '../texts.ts';
import { moduleCards, NavCardGrid } from './nav-card.tsx';
import { WelcomeHeading } from './welcome-heading.tsx';

// The owner's modules: a coffeeshop's, a venue's, and those of every place.
const SHOP_MODULES = [
  { key: 'menu', to: '/coffeeshop-manager', icon: ClipboardList },
  { key: 'screens', to: '/digital-manager', icon: Monitor },
] as const;
const VENUE_MODULES = [{ key: 'horeca', to: '/horeca-manager', icon: UtensilsCrossed }] as const;
const PLACE_MODULES = [
  { key: 'social', to: '/social-manager', icon: Megaphone },
  { key: 'reports', to: '/report-manager', icon: BarChart3 },
  { key: 'conversations', to: '/gesprekken-assistent', icon: MessagesSquare },
  { key: 'staff', to: '/staff-planner', icon: CalendarClock },
] as const;

/** The modules of an owner: shown for the coffeeshops and venues this account manages. */
function OwnerModules() {
  const { t } = useDashboardTexts();
  const shops = useManagedShops();
  const venues = useManagedVenues();
  const ownsShop = (shops.data?.length ?? 0) > 0;
  const ownsVenue = (venues.data?.length ?? 0) > 0;
  if (!ownsShop && !ownsVenue) return null;
  const modules = [...(ownsShop ? SHOP_MODULES : []), ...(ownsVenue ? VENUE_MODULES : []), ...PLACE_MODULES];
  return (
    <section aria-labelledby="owner-modules" className="mb-8">
      <h2 id="owner-modules" className="mb-4 text-xl font-semibold">
        {t('dashboard.ownerModules')}
      </h2>
      <NavCardGrid className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" cards={moduleCards(t, modules)} />
    </section>
  );
}

export function UserDashboard() {
  const { t } = useDashboardTexts();
  const { me } = useAuth();
  const verified = me ? passesVerification(me.profile) : false;
  return (
    <>
      <WelcomeHeading />
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('dashboard.userIntro')}</p>
      <OwnerModules />
      <h2 className="mb-4 text-xl font-semibold">{t('dashboard.account')}</h2>
      <NavCardGrid
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        cards={[
          {
            to: '/profile?tab=verification',
            icon: BadgeCheck,
            title: verified ? t('dashboard.userVerified') : t('dashboard.userVerify'),
            text: t('dashboard.userVerifyText'),
          },
          { to: '/profile', icon: User, title: t('dashboard.userProfile'), text: t('dashboard.userProfileText') },
          ...moduleCards(t, [{ key: 'community', to: '/community-maker', icon: Users }]),
          { to: '/coffeeshops', icon: MapPin, title: t('dashboard.userFindShops'), text: t('dashboard.userFindShopsText') },
          { to: '/horeca', icon: UtensilsCrossed, title: t('dashboard.userHoreca'), text: t('dashboard.userHorecaText') },
          { to: '/staff-planner', icon: CalendarDays, title: t('dashboard.userRoster'), text: t('dashboard.userRosterText') },
          { to: '/favorites', icon: Heart, title: t('dashboard.userFavorites'), text: t('dashboard.userFavoritesText') },
          { to: '/email-dashboard', icon: Mail, title: t('dashboard.userEmails'), text: t('dashboard.userEmailsText') },
          { to: '/mobile-dashboard', icon: Smartphone, title: t('dashboard.mobile'), text: t('dashboard.mobileText') },
        ]}
      />
    </>
  );
}
