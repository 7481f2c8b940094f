import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const MenuManagementPage = lazyPage(() => import('./pages/menu-management-page.tsx'), 'MenuManagementPage');
const AdminCoffeeshopsPage = lazyPage(() => import('./pages/admin-coffeeshops-page.tsx'), 'AdminCoffeeshopsPage');
const AdminShopMenuPage = lazyPage(() => import('./pages/admin-shop-menu-page.tsx'), 'AdminShopMenuPage');

export const menuRoutes: RouteObject[] = [
  requireRole(
    'user',
    ['/coffeeshop-manager', '/menu-management'].map((path) => ({ path, element: <MenuManagementPage /> })),
  ),
  requireRole('admin', [
    { path: '/admin-coffeeshops', element: <AdminCoffeeshopsPage /> },
    { path: '/admin-coffeeshops/:coffeeshopId/menu', element: <AdminShopMenuPage /> },
    { path: '/admin-coffeeshops/:coffeeshopId/menu/product', element: <AdminShopMenuPage newProduct /> },
  ]),
];
