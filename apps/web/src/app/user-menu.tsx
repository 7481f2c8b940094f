import { hasRole } from '@platform/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Heart, LayoutDashboard, LogOut, Mail, Shield, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccount } from '../features/auth/index.ts';
import { USER_MENU_TRIGGER, UserMenuLabel } from './header-trigger-look.tsx';

const MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800';

/** The user menu with Radix's menu behaviour; loaded on first use (header-triggers.tsx). */
export function UserMenuWidget({ displayName, defaultOpen }: { displayName: string; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const { role, signOut } = useAccount();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={USER_MENU_TRIGGER} aria-label={t('header.userMenuOf', { name: displayName })}>
        <UserMenuLabel displayName={displayName} />
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
