import type { BrandType } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { cn } from '../components/ui/cn.ts';
import { useAccount } from '../features/auth/index.ts';
import { useBrand } from '../features/brand/index.ts';
import { NAV_LINKS, type NavLink, SIGNED_IN_LINKS } from './nav-links.ts';

export function useNavLinks(): NavLink[] {
  const { brand } = useBrand();
  const { me } = useAccount();
  return me ? [...NAV_LINKS[brand], ...SIGNED_IN_LINKS] : NAV_LINKS[brand];
}

/** A nav link's classes; the mobile menu passes its larger size (`py-3 text-base`). */
export const linkClass = ({ isActive }: { isActive: boolean }, size = 'py-2 text-sm') =>
  cn(
    'rounded-md px-3 font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800',
    size,
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
