import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const AdminPage = lazyPage(() => import('./pages/admin-page.tsx'), 'AdminPage');

export const adminRoutes: RouteObject[] = [requireRole('admin', [{ path: '/admin', element: <AdminPage /> }])];
