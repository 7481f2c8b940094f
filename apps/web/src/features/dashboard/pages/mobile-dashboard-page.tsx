import { hasRole, passesVerification } from '@platform/core';

import { BadgeCheck, ClipboardList, Heart, type LucideIcon, Mail, MapPin, Monitor, Search, User } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { useAuth } from '../../auth/index.ts';
import { WelcomeHeading } from '../components/welcome-heading.tsx';
import { useDashboardTexts } from '../texts.ts';

interface Tile {
  to: string;
  icon: LucideIcon;
  label: string;
}

/**
 * A phone-first start page: large tiles (at least 44 px touch targets) for the
 * things people do on the go. Management tiles only for roles that manage.
 */
export function MobileDashboardPage() {
  const { t } = useDashboardTexts();
  const { me, role } = useAuth();
  const manages = hasRole(role, 'user');
  const tiles: Tile[] = [
    { to: '/coffeeshops', icon: MapPin, label: t('mobile.shops') },
    { to: '/zoeken', icon: Search, label: t('mobile.search') },
    { to: '/favorites', icon: Heart, label: t('mobile.favorites') },
    { to: '/email-dashboard', icon: Mail, label: t('mobile.emails') },
    ...(manages
      ? [
          { to: '/menu-management', icon: ClipboardList, label: t('mobile.menu') },
          { to: '/digital-manager', icon: Monitor, label: t('mobile.screens') },
        ]
      : []),
    me && passesVerification(me.profile)
      ? { to: '/profile', icon: User, label: t('mobile.profile') }
      : { to: '/profile?tab=verification', icon: BadgeCheck, label: t('mobile.verify') },
  ];
  return (
    <Page title={t('mobile.title')}>
      <WelcomeHeading className="mb-1 text-2xl font-bold" />
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('mobile.intro')}</p>
      <nav aria-label={t('mobile.title')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.to}>
              <Link
                to={tile.to}
                className="flex min-h-28 flex-col items-center justify-center gap-2 rounded-xl border border-zinc-200 bg-white p-4 text-center font-medium shadow-sm hover:border-brand dark:border-zinc-800 dark:bg-zinc-900"
              >
                <tile.icon className="h-8 w-8 text-brand" aria-hidden="true" />
                {tile.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
