import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deferred, StandInButton, type StandInHandlers } from '../components/ui/deferred.tsx';
import { MOBILE_NAV_TRIGGER, USER_MENU_TRIGGER, UserMenuLabel } from './header-trigger-look.tsx';

/*
 * The header's menus load their code (Radix) on first use (ADR 037); these stand-ins draw their
 * triggers until then, exactly as the real triggers look closed.
 */

function MobileNavStandIn(handlers: StandInHandlers) {
  const { t } = useTranslation();
  return (
    <StandInButton className={MOBILE_NAV_TRIGGER} label={t('nav.open')} popup="dialog" {...handlers}>
      <Menu className="h-5 w-5" aria-hidden="true" />
    </StandInButton>
  );
}

/** Below 1280 px: a menu button opening the site's links. */
export const MobileNav = deferred(() => import('./mobile-nav.tsx').then((module) => module.MobileNavWidget), MobileNavStandIn);

function UserMenuStandIn({ displayName, ...handlers }: { displayName: string } & StandInHandlers) {
  const { t } = useTranslation();
  return (
    <StandInButton className={USER_MENU_TRIGGER} label={t('header.userMenuOf', { name: displayName })} popup="menu" {...handlers}>
      <UserMenuLabel displayName={displayName} />
    </StandInButton>
  );
}

/** The signed-in user's menu (dashboard, profile, favourites, mails, admin, sign out). */
export const UserMenu = deferred(() => import('./user-menu.tsx').then((module) => module.UserMenuWidget), UserMenuStandIn);
