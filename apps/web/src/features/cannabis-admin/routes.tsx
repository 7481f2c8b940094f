import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const AdminProductsPage = lazyPage(() => import('./pages/admin-products-page.tsx'), 'AdminProductsPage');
const CannabisManagerPage = lazyPage(() => import('./pages/cannabis-manager-page.tsx'), 'CannabisManagerPage');

export const cannabisAdminRoutes: RouteObject[] = [
  requireRole('admin', [
    { path: '/admin/products', element: <AdminProductsPage /> },
    { path: '/admin/cannabis-manager', element: <CannabisManagerPage /> },
  ]),
];
