import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const ReportManagerPage = lazyPage(() => import('./pages/report-manager-page.tsx'), 'ReportManagerPage');

export const reportsRoutes: RouteObject[] = [requireLogin([{ path: '/report-manager', element: <ReportManagerPage /> }])];
