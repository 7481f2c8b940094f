import { passesVerification } from '@platform/core';
import { BadgeCheck, Heart, Mail, MapPin, User, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/index.ts';
import { NavCard } from './nav-card.tsx';

export function UserDashboard() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const verified = me ? passesVerification(me.profile) : false;
  return (
    <>
      <h1 className="text-3xl font-bold">{t('dashboard.welcome', { name: me?.profile.firstName ?? me?.profile.username })}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('dashboard.userIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <NavCard
          to="/profile?tab=verification"
          icon={BadgeCheck}
          title={verified ? t('dashboard.userVerified') : t('dashboard.userVerify')}
          text={t('dashboard.userVerifyText')}
        />
        <NavCard to="/profile" icon={User} title={t('dashboard.userProfile')} text={t('dashboard.userProfileText')} />
        <NavCard to="/coffeeshops" icon={MapPin} title={t('dashboard.userFindShops')} text={t('dashboard.userFindShopsText')} />
        <NavCard to="/horeca" icon={UtensilsCrossed} title={t('dashboard.userHoreca')} text={t('dashboard.userHorecaText')} />
        <NavCard to="/favorites" icon={Heart} title={t('dashboard.userFavorites')} text={t('dashboard.userFavoritesText')} />
        <NavCard to="/email-dashboard" icon={Mail} title={t('dashboard.userEmails')} text={t('dashboard.userEmailsText')} />
      </div>
    </>
  );
}
