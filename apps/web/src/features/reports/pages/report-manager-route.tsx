import { lazyPage } from '../../../lib/lazy-page.ts';
import { SignedInOr } from '../../auth/index.ts';
import { LandingPage } from '../../marketing/index.ts';

// The manager (its tables and forms) only for a signed-in account: a visitor downloads the landing page alone.
const ReportManagerPage = lazyPage(() => import('./report-manager-page.tsx'), 'ReportManagerPage');

/**
 * `/report-manager` is also a landing page (spec §2, "(same)"): a visitor reads what the reports do and can ask for a
 * demo (the `/report-manager-landing` content); a signed-in account sees its reports, as `requireLogin` gave it before.
 */
export function ReportManagerRoute() {
  return (
    <SignedInOr minRole="demo" signedIn={<ReportManagerPage />} visitor={<LandingPage landing="/report-manager-landing" />} />
  );
}
