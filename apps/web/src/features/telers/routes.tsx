import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const TelersPage = lazyPage(() => import('./pages/telers-page.tsx'), 'TelersPage');
const TelerPage = lazyPage(() => import('./pages/teler-page.tsx'), 'TelerPage');
const GrowerManagerPage = lazyPage(() => import('./pages/grower-manager-page.tsx'), 'GrowerManagerPage');

export const telersRoutes: RouteObject[] = [
  requireRole('admin', [{ path: '/admin/grower-manager', element: <GrowerManagerPage /> }]),
];

/** Cannabis-brand public pages: the router puts them behind the 18+ gate. */
export const telersAgeGatedRoutes: RouteObject[] = [
  { path: '/telers', element: <TelersPage /> },
  { path: '/telers/:plaats', element: <TelersPage /> },
  { path: '/teler/:telerName', element: <TelerPage /> },
];
