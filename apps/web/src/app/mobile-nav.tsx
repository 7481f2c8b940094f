import * as Popover from '@radix-ui/react-popover';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { cn } from '../components/ui/cn.ts';
import { MOBILE_NAV_TRIGGER } from './header-trigger-look.tsx';
import { BrandSwitch, linkClass, useNavLinks } from './site-nav.tsx';

/** Below 1280 px: a menu button opening the same links (Radix Popover: focus moves in, Esc closes, focus returns). */
export function MobileNavWidget({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const links = useNavLinks();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={MOBILE_NAV_TRIGGER} aria-label={t('nav.open')}>
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
                    className={(state) => cn(linkClass(state, 'py-3 text-base'), 'block')}
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
