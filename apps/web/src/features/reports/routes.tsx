import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const ReportManagerRoute = lazyPage(() => import('./pages/report-pages.ts'), 'ReportManagerRoute');
const UnsubscribePage = lazyPage(() => import('./pages/report-pages.ts'), 'UnsubscribePage');

export const reportsRoutes: RouteObject[] = [
  // Public (issue 22): visitors see the reports' landing page, signed-in accounts their reports.
  { path: '/report-manager', element: <ReportManagerRoute /> },
  // The weekly summary's unsubscribe link: no login, the token is the key.
  { path: '/afmelden/:token', element: <UnsubscribePage /> },
];
