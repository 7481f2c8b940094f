import { BRANDS, hasRole } from '@platform/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Heart, LayoutDashboard, LogOut, Mail, Moon, Shield, Sun, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { AccessibilityMenu } from '../features/accessibility/index.ts';
import { AssistantButton } from '../features/assistant/index.ts';
import { useAuth } from '../features/auth/index.ts';
import { useBrand, useTheme } from '../features/brand/index.ts';
import { type Language, setLanguage } from '../lib/i18n.ts';
import { BrandSwitch, DesktopNav, MobileNav } from './site-nav.tsx';

const MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800';

function UserMenu() {
  const { t } = useTranslation();
  const { me, role, signOut } = useAuth();
  const navigate = useNavigate();
  if (!me) return null;
  const displayName = me.profile.firstName ?? me.profile.username;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass('secondary')} aria-label={t('header.userMenu')}>
        <User className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">{displayName}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
        >
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => navigate('/dashboard')}>
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
            {t('header.dashboard')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => navigate('/profile')}>
            <User className="h-4 w-4" aria-hidden="true" />
            {t('header.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => navigate('/favorites')}>
            <Heart className="h-4 w-4" aria-hidden="true" />
            {t('header.favorites')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => navigate('/email-dashboard')}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            {t('header.emails')}
          </DropdownMenu.Item>
          {hasRole(role, 'admin') ? (
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => navigate('/admin')}>
              <Shield className="h-4 w-4" aria-hidden="true" />
              {t('header.adminPanel')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void signOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function Header() {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  const { brand } = useBrand();
  const config = BRANDS[brand];
  const { resolved, setTheme } = useTheme();
  const nextLanguage: Language = i18n.language === 'en' ? 'nl' : 'en';

  return (
    <header className="border-b border-zinc-200 bg-white/80 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/80">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-3 sm:gap-3 sm:px-4">
        <MobileNav />
        <Link to={brand === 'hospitality' ? '/foodee' : '/'} className="flex shrink-0 items-center gap-2 font-semibold">
          <img src={config.logo} alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
          <span className="sr-only sm:not-sr-only">{config.displayName}</span>
        </Link>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <BrandSwitch id="brand-switch" className="hidden shrink-0 sm:block" />
          <button
            type="button"
            className={buttonClass('ghost', 'px-1.5! sm:px-2!')}
            onClick={() => setLanguage(nextLanguage)}
            aria-label={`${t('header.language')}: ${nextLanguage.toUpperCase()}`}
          >
            {nextLanguage.toUpperCase()}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'px-1.5! sm:px-2!')}
            onClick={() => setTheme(resolved === 'dark' ? 'light' : 'dark')}
            aria-label={resolved === 'dark' ? t('header.themeToLight') : t('header.themeToDark')}
          >
            {resolved === 'dark' ? (
              <Sun className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Moon className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
          <AccessibilityMenu />
          <AssistantButton />
          {me ? (
            <UserMenu />
          ) : (
            <Link to="/auth" className={buttonClass('primary', 'px-3! sm:px-4!')}>
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
