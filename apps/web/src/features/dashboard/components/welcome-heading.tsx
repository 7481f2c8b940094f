import { useAuth } from '../../auth/index.ts';
import { useDashboardTexts } from '../texts.ts';

/** The dashboards' h1: a welcome by first name (the username without one); `className` sets its size and spacing. */
export function WelcomeHeading({ className = 'text-3xl font-bold' }: { className?: string }) {
  const { t } = useDashboardTexts();
  const { me } = useAuth();
  return <h1 className={className}>{t('dashboard.welcome', { name: me?.profile.firstName ?? me?.profile.username })}</h1>;
}
