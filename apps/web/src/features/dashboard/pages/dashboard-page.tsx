import { Page } from '../../../components/ui/page.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../auth/index.ts';
import { CentralDashboard } from '../components/central-dashboard.tsx';
import { DemoDashboard } from '../components/demo-dashboard.tsx';
import { UserDashboard } from '../components/user-dashboard.tsx';
import { useDashboardTexts } from '../texts.ts';

/** Spinner while the role loads; demo → demo dashboard, user → user dashboard, others → central. */
export function DashboardPage() {
  const { t } = useDashboardTexts();
  const { role, loading } = useAuth();
  if (loading) return <LoadingScreen label={t('dashboard.loading')} />;
  return (
    <Page title={t('header.dashboard')} wide>
      {role === 'demo' ? <DemoDashboard /> : role === 'user' ? <UserDashboard /> : <CentralDashboard />}
    </Page>
  );
}
