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
import { NavCard } from './nav-card.tsx';

/** The modules of an owner: shown for the coffeeshops and venues this account manages. */
function OwnerModules() {
  const { t } = useDashboardTexts();
  const shops = useManagedShops();
  const venues = useManagedVenues();
  const ownsShop = (shops.data?.length ?? 0) > 0;
  const ownsVenue = (venues.data?.length ?? 0) > 0;
  if (!ownsShop && !ownsVenue) return null;
  return (
    <section aria-labelledby="owner-modules" className="mb-8">
      <h2 id="owner-modules" className="mb-4 text-xl font-semibold">
        {t('dashboard.ownerModules')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ownsShop ? (
          <>
            <NavCard
              to="/coffeeshop-manager"
              icon={ClipboardList}
              title={t('dashboard.module.menu')}
              text={t('dashboard.module.menuText')}
            />
            <NavCard
              to="/digital-manager"
              icon={Monitor}
              title={t('dashboard.module.screens')}
              text={t('dashboard.module.screensText')}
            />
          </>
        ) : null}
        {ownsVenue ? (
          <NavCard
            to="/horeca-manager"
            icon={UtensilsCrossed}
            title={t('dashboard.module.horeca')}
            text={t('dashboard.module.horecaText')}
          />
        ) : null}
        <NavCard
          to="/social-manager"
          icon={Megaphone}
          title={t('dashboard.module.social')}
          text={t('dashboard.module.socialText')}
        />
        <NavCard
          to="/report-manager"
          icon={BarChart3}
          title={t('dashboard.module.reports')}
          text={t('dashboard.module.reportsText')}
        />
        <NavCard
          to="/gesprekken-assistent"
          icon={MessagesSquare}
          title={t('dashboard.module.conversations')}
          text={t('dashboard.module.conversationsText')}
        />
        <NavCard
          to="/staff-planner"
          icon={CalendarClock}
          title={t('dashboard.module.staff')}
          text={t('dashboard.module.staffText')}
        />
      </div>
    </section>
  );
}

export function UserDashboard() {
  const { t } = useDashboardTexts();
  const { me } = useAuth();
  const verified = me ? passesVerification(me.profile) : false;
  return (
    <>
      <h1 className="text-3xl font-bold">{t('dashboard.welcome', { name: me?.profile.firstName ?? me?.profile.username })}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('dashboard.userIntro')}</p>
      <OwnerModules />
      <h2 className="mb-4 text-xl font-semibold">{t('dashboard.account')}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <NavCard
          to="/profile?tab=verification"
          icon={BadgeCheck}
          title={verified ? t('dashboard.userVerified') : t('dashboard.userVerify')}
          text={t('dashboard.userVerifyText')}
        />
        <NavCard to="/profile" icon={User} title={t('dashboard.userProfile')} text={t('dashboard.userProfileText')} />
        <NavCard
          to="/community-maker"
          icon={Users}
          title={t('dashboard.module.community')}
          text={t('dashboard.module.communityText')}
        />
        <NavCard to="/coffeeshops" icon={MapPin} title={t('dashboard.userFindShops')} text={t('dashboard.userFindShopsText')} />
        <NavCard to="/horeca" icon={UtensilsCrossed} title={t('dashboard.userHoreca')} text={t('dashboard.userHorecaText')} />
        <NavCard to="/staff-planner" icon={CalendarDays} title={t('dashboard.userRoster')} text={t('dashboard.userRosterText')} />
        <NavCard to="/favorites" icon={Heart} title={t('dashboard.userFavorites')} text={t('dashboard.userFavoritesText')} />
        <NavCard to="/email-dashboard" icon={Mail} title={t('dashboard.userEmails')} text={t('dashboard.userEmailsText')} />
        <NavCard to="/mobile-dashboard" icon={Smartphone} title={t('dashboard.mobile')} text={t('dashboard.mobileText')} />
      </div>
    </>
  );
}
