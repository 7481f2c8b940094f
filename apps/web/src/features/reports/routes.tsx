import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const ReportManagerPage = lazyPage(() => import('./pages/report-manager-page.tsx'), 'ReportManagerPage');
const UnsubscribePage = lazyPage(() => import('./pages/unsubscribe-page.tsx'), 'UnsubscribePage');

export const reportsRoutes: RouteObject[] = [
  requireLogin([{ path: '/report-manager', element: <ReportManagerPage /> }]),
  // The weekly summary's unsubscribe link: no login, the token is the key.
  { path: '/rapportmail/afmelden/:token', element: <UnsubscribePage /> },
];
