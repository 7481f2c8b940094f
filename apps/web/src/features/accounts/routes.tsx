import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const ProfilePage = lazyPage(() => import('./pages/profile-page.tsx'), 'ProfilePage');
const PrivacyStatementPage = lazyPage(() => import('./pages/privacy-statement-page.tsx'), 'PrivacyStatementPage');
const EmailDashboardPage = lazyPage(() => import('./pages/email-dashboard-page.tsx'), 'EmailDashboardPage');

export const accountRoutes: RouteObject[] = [
  { path: '/privacy', element: <PrivacyStatementPage /> },
  requireLogin([
    { path: '/profile', element: <ProfilePage /> },
    { path: '/email-dashboard', element: <EmailDashboardPage /> },
  ]),
];
