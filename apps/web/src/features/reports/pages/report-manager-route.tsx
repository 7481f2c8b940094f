import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../auth/index.ts';
import { LandingPage } from '../../marketing/index.ts';
import { ReportManagerPage } from './report-manager-page.tsx';

/**
 * `/report-manager` is also a landing page (spec §2, "(same)"): a visitor reads what the reports do and can ask for a
 * demo (the `/report-manager-landing` content); a signed-in account sees its reports, as `requireLogin` gave it before.
 */
export function ReportManagerRoute() {
  const { me, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (me) return <ReportManagerPage />;
  return <LandingPage landing="/report-manager-landing" />;
}
