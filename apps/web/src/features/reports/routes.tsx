import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const ReportManagerPage = lazyPage(() => import('./pages/report-pages.ts'), 'ReportManagerPage');
const UnsubscribePage = lazyPage(() => import('./pages/report-pages.ts'), 'UnsubscribePage');

export const reportsRoutes: RouteObject[] = [
  requireLogin([{ path: '/report-manager', element: <ReportManagerPage /> }]),
  // The weekly summary's unsubscribe link: no login, the token is the key.
  { path: '/afmelden/:token', element: <UnsubscribePage /> },
];
