import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const AdminPage = lazyPage(() => import('./pages/admin-page.tsx'), 'AdminPage');
const AdvancedPage = lazyPage(() => import('./pages/advanced-page.tsx'), 'AdvancedPage');

export const adminRoutes: RouteObject[] = [
  requireRole('admin', [
    { path: '/admin', element: <AdminPage /> },
    // Platform settings (ADR 058); the superadmin's keys are locked for other admins on the page and the server.
    { path: '/admin/advanced', element: <AdvancedPage /> },
  ]),
];
