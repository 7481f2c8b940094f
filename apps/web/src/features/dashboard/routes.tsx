import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const DashboardPage = lazyPage(() => import('./pages/dashboard-page.tsx'), 'DashboardPage');
const MobileDashboardPage = lazyPage(() => import('./pages/mobile-dashboard-page.tsx'), 'MobileDashboardPage');
const PremiumDashboardPage = lazyPage(() => import('./pages/premium-dashboard-page.tsx'), 'PremiumDashboardPage');

export const dashboardRoutes: RouteObject[] = [
  requireLogin([
    { path: '/dashboard', element: <DashboardPage /> },
    { path: '/mobile-dashboard', element: <MobileDashboardPage /> },
    { path: '/onboarding', element: <Navigate to="/onboarding/coffeeshop" replace /> },
  ]),
  requireLogin([{ path: '/premium-dashboard', element: <PremiumDashboardPage /> }], { verified: true }),
];
