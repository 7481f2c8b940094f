import type { BrandType } from '@platform/core';
import * as Popover from '@radix-ui/react-popover';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { useAuth } from '../features/auth/index.ts';
import { useBrand } from '../features/brand/index.ts';
import { NAV_LINKS, type NavLink, SIGNED_IN_LINKS } from './nav-links.ts';

function useNavLinks(): NavLink[] {
  const { brand } = useBrand();
  const { me } = useAuth();
  return me ? [...NAV_LINKS[brand], ...SIGNED_IN_LINKS] : NAV_LINKS[brand];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800',
    isActive ? 'text-brand' : 'text-zinc-700 dark:text-zinc-200',
  );

/** The brand choice; `id` differs between the header and the mobile menu; `className` styles its wrapper. */
export function BrandSwitch({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation();
  const { brand, setBrand } = useBrand();
  return (
    <div className={className}>
      <label className="sr-only" htmlFor={id}>
        {t('header.brand')}
      </label>
      <select
        id={id}
        value={brand}
        onChange={(event) => setBrand(event.target.value as BrandType)}
        className="w-full rounded-md border border-zinc-300 bg-white px-2 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        <option value="cannabis">{t('header.brandCannabis')}</option>
        <option value="hospitality">{t('header.brandHospitality')}</option>
      </select>
    </div>
  );
}

/** Links in the header bar, from 1280 px. */
export function DesktopNav() {
  const { t } = useTranslation();
  const links = useNavLinks();
  return (
    <nav aria-label={t('nav.main')} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <RouterNavLink to={link.to} className={linkClass}>
              {t(`nav.${link.label}`)}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Below 1280 px: a menu button opening the same links (Radix Popover: focus moves in, Esc closes, focus returns). */
export function MobileNav() {
  const { t } = useTranslation();
  const links = useNavLinks();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={buttonClass('ghost', 'px-1.5! sm:px-2! xl:hidden')} aria-label={t('nav.open')}>
        {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-md border border-zinc-200 bg-white p-2 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
        >
          <nav aria-label={t('nav.main')}>
            <ul className="flex flex-col">
              {links.map((link) => (
                <li key={link.to}>
                  <RouterNavLink
                    to={link.to}
                    onClick={() => setOpen(false)}
                    className={(state) => cn(linkClass(state), 'block py-3 text-base')}
                  >
                    {t(`nav.${link.label}`)}
                  </RouterNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-2 border-t border-zinc-200 p-2 sm:hidden dark:border-zinc-800">
            <BrandSwitch id="brand-switch-menu" className="w-full" />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
