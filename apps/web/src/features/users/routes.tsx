import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const UserManagementPage = lazyPage(() => import('./pages/user-management-page.tsx'), 'UserManagementPage');
const SuperAdminPage = lazyPage(() => import('./pages/super-admin-page.tsx'), 'SuperAdminPage');

export const usersRoutes: RouteObject[] = [
  requireRole('admin', [{ path: '/user-management', element: <UserManagementPage /> }]),
  requireRole('superadmin', [{ path: '/admin/super', element: <SuperAdminPage /> }]),
];
